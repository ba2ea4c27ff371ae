import math
print(math.pi, math.e, math.tau, math.inf, math.nan)
print(math.floor(2.5), math.ceil(2.5), math.trunc(-2.5), math.floor(-0.5), math.ceil(True))
print(math.sqrt(2), math.exp(1), math.log(100, 10), math.log(2 ** 1000), math.log10(10 ** 50))
print(math.sin(0), math.cos(math.pi), math.tan(0.5), math.asin(1), math.acos(0), math.atan(1))
print(math.sinh(1), math.cosh(1), math.tanh(1), math.asinh(1), math.acosh(2), math.atanh(0.5))
print(math.hypot(3, 4, 12), math.dist((0, 0), (3, 4)), math.copysign(1, -0.0), math.fabs(-3))
print(math.frexp(8.0), math.ldexp(0.5, 4), math.modf(-2.5), math.remainder(10, 3))
print(math.gamma(5), math.erf(1), math.erfc(1), math.expm1(1e-10), math.log1p(1e-10))
