# expect: spec
# AttributeError on None returned by a lookup that found nothing.
def find(users, name):
    for u in users:
        if u["name"] == name:
            return u
    return None


users = [{"name": "ana", "email": "a@x"}]
print(find(users, "ana")["email"])
print(find(users, "bo").get("email"))
