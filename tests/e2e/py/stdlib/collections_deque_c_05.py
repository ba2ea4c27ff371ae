# deque in C: a breadth-first search over 100,000 nodes
from collections import deque

N = 100_000
adj = [[] for _ in range(N)]
for i in range(1, N):
    parent = (i * 2654435761 % 1000003) % i
    adj[parent].append(i)
    adj[i].append(parent)
for i in range(0, N - 3, 3):
    adj[i].append(i + 3)
    adj[i + 3].append(i)

dist = [-1] * N
dist[0] = 0
q = deque([0])
pops = 0
peak = 1
while q:
    u = q.popleft()
    pops += 1
    for v in adj[u]:
        if dist[v] < 0:
            dist[v] = dist[u] + 1
            q.append(v)
    if len(q) > peak:
        peak = len(q)
print(pops, max(dist), sum(dist), peak, dist[N - 1], dist.count(-1))

# a grid walk with appendleft/pop as a stack-ended deque (0-1 BFS)
W = 300
cost = [[(x * 31 + y * 17) % 2 for x in range(W)] for y in range(W)]
best = [[1 << 30] * W for _ in range(W)]
best[0][0] = 0
dq = deque([(0, 0)])
while dq:
    y, x = dq.popleft()
    b = best[y][x]
    for dy, dx in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        ny, nx = y + dy, x + dx
        if 0 <= ny < W and 0 <= nx < W:
            w = cost[ny][nx]
            if b + w < best[ny][nx]:
                best[ny][nx] = b + w
                if w:
                    dq.append((ny, nx))
                else:
                    dq.appendleft((ny, nx))
print(best[W - 1][W - 1], sum(map(sum, best)))

# a sliding window maximum with a monotonic deque
vals = [(i * 2654435761) % 1000 for i in range(50_000)]
k = 100
win = deque()
out = 0
for i, v in enumerate(vals):
    while win and vals[win[-1]] <= v:
        win.pop()
    win.append(i)
    if win[0] <= i - k:
        win.popleft()
    if i >= k - 1:
        out += vals[win[0]]
print(out)
big = deque(range(200_000))
big.rotate(12345)
print(big[0], big[-1], big[100_000], len(big))
while len(big) > 10:
    big.pop()
    big.popleft()
print(big)
