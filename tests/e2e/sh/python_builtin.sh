# expect: hand-written (spec: python in Strands Shell)
# python/python3 resolve to the box's Python (Monty) before PATH, even with a host
# python3 on PATH: --version answers Monty, and refused forms exit 2.
python3 --version
python --version
type python3
python3 -c 'print(1)' extra
echo "extra status $?"
