# expect: spec
# KeyError at module level: the message is the repr of the key.
inventory = {"apples": 3, "pears": 5}
for fruit in ["apples", "pears"]:
    print(fruit, inventory[fruit])
print("plums", inventory["plums"])
