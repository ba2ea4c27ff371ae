# list operations in a task queue: sort with keys, insert/remove/pop, index/count, copies.
tasks = [("write", 2), ("test", 3), ("deploy", 1), ("review", 2)]
by_prio = sorted(tasks, key=lambda t: t[1])
print(by_prio)
tasks.sort(key=lambda t: (-t[1], t[0]))
print(tasks)
names = [t[0] for t in tasks]
names.insert(0, "plan")
names.insert(100, "celebrate")
names.insert(-1, "retro")
print(names, names.index("deploy"), names.count("test"))
names.remove("review")
print(names.pop(), names.pop(0), names)
try:
    names.remove("missing")
except ValueError as e:
    print("ValueError:", e)
try:
    names.index("missing")
except ValueError as e:
    print("ValueError:", e)
try:
    [].pop()
except IndexError as e:
    print("IndexError:", e)
nums = [5, 3, 8, 1]
copy1, copy2, alias = nums[:], list(nums), nums
nums.reverse()
print(nums, copy1, copy2, alias is nums)
nums.extend(range(2))
nums += "ab"
print(nums, len(nums))
grid = [[0] * 2] * 2
grid[0][0] = 9
print(grid)
print([1, 2] * 2, [[]] * 2, [3, 1, 2] < [3, 2], max([[1, 2], [1, 3]]), sorted(["b", "A", "a"], key=str.lower))
stack = []
for ch in "(a[b]{c})":
    if ch in "([{":
        stack.append(ch)
    elif ch in ")]}":
        stack.pop()
print("balanced" if not stack else stack)
data = [3, 1, 2]
data.sort(reverse=True)
print(data, data.clear(), data)
