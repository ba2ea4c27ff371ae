# format() of complex numbers with ',' and '_' grouping.
values = [complex(1234.5, 2), complex(1234567.25, -9876543.5), 1234.5 + 2j, complex(1e6, 1e6),
          complex(12345, 0), -1234.5j, complex(-0.0, 1234567), complex(float("inf"), 12345)]
for spec in [",", "_", ",.2f", "_.3e", ",g", ">40,", "<40_.1f", "+,", " ,.0f"]:
    print(f"{spec!r:10}", [format(v, spec) for v in values])
for spec in ["0,", "=,", ",d"]:
    try:
        format(1 + 2j, spec)
    except ValueError as e:
        print("ValueError:", e)
