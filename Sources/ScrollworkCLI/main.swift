import ScrollworkCore
print("")
