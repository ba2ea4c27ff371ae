# fuzz-smoke (exec target, session 8): a big int result of one limb past 2**63 made
# z_small negate INT64_MIN (UBSan) before finding that it does not fit a small int.
vals = [2**63, 2**63 + 1, 2**64 - 1, 2**62, 2**62 - 1, 2**62 + 1]
for v in vals:
    for w in (v, -v):
        print(w, -w, w + 1, w - 1, w * -1, w // -1, -(w + 0), w - 2 * w, 0 - w, ~w, abs(w))
print(-(2**63) - 1, -(2**63 + 1) + 0, (-(2**64) + 2**63 - 1), -(2**62) - 1, -(2**62) * 1)
