/* Unit tests for monty/parse.c and monty/astdump.c: trees and errors compared with CPython. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "common/arena.h"
#include "common/buf.h"
#include "monty/ast.h"
#include "monty/astdump.h"
#include "monty/parse.h"

struct dump_case {
    const char *src;
    const char *dump;
};

struct error_case {
    const char *src;
    int type;
    const char *msg;
    int line;
    int col;
};

// Generated from CPython 3.11.7: ast.dump(ast.parse(src)) for each source.
static const struct dump_case dump_cases[] =
    {
        {"x = f\"{a!r}\" f\"{b!s:>{w}.{p}f}\" f\"{c!a}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load()), conversion=114), FormattedValue(value=Name(id='b', ctx=Load()), conversion=115, format_spec=JoinedStr(values=[Constant(value='>'), FormattedValue(value=Name(id='w', ctx=Load()), conversion=-1), Constant(value='.'), FormattedValue(value=Name(id='p', ctx=Load()), conversion=-1), Constant(value='f')])), FormattedValue(value=Name(id='c', ctx=Load()), conversion=97)]))], type_ignores=[])"},
        {"x = f\"{{literal}} {x} }}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[Constant(value='{literal} '), FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1), Constant(value=' }')]))], type_ignores=[])"},
        {"x = f\"{x:}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[]))]))], type_ignores=[])"},
        {"x = f\"\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[]))], type_ignores=[])"},
        {"x = f\"abc\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[Constant(value='abc')]))], type_ignores=[])"},
        {"x = \"a\" f\"b\" \"c\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[Constant(value='abc')]))], type_ignores=[])"},
        {"x = f\"{x}\" \"y\" f\"{z}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1), Constant(value='y'), FormattedValue(value=Name(id='z', ctx=Load()), conversion=-1)]))], type_ignores=[])"},
        {"x = rf\"\\n{x}\\t\" + fr'{y}\\d' + Rb\"\\x\" + BR\"\\y\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=JoinedStr(values=[Constant(value='\\\\n'), FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1), Constant(value='\\\\t')]), op=Add(), right=JoinedStr(values=[FormattedValue(value=Name(id='y', ctx=Load()), conversion=-1), Constant(value='\\\\d')])), op=Add(), right=Constant(value=b'\\\\x')), op=Add(), right=Constant(value=b'\\\\y')))], type_ignores=[])"},
        {"x = f\"{3.14:.2f}\" + f\"{x:#x}\" + f\"{'nested' + f'{y}'}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=JoinedStr(values=[FormattedValue(value=Constant(value=3.14), conversion=-1, format_spec=JoinedStr(values=[Constant(value='.2f')]))]), op=Add(), right=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[Constant(value='#x')]))])), op=Add(), right=JoinedStr(values=[FormattedValue(value=BinOp(left=Constant(value='nested'), op=Add(), right=JoinedStr(values=[FormattedValue(value=Name(id='y', ctx=Load()), conversion=-1)])), conversion=-1)])))], type_ignores=[])"},
        {"x = f'''{\na\n+ b\n}'''",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=BinOp(left=Name(id='a', ctx=Load()), op=Add(), right=Name(id='b', ctx=Load())), conversion=-1)]))], type_ignores=[])"},
        {"x = f\"{x = }\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[Constant(value='x = '), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114)]))], type_ignores=[])"},
        {"x = f\"{x=!r:^20}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[Constant(value='x='), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114, format_spec=JoinedStr(values=[Constant(value='^20')]))]))], type_ignores=[])"},
        {"x = f\"{a['b']:{c}}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Subscript(value=Name(id='a', ctx=Load()), slice=Constant(value='b'), ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Name(id='c', ctx=Load()), conversion=-1)]))]))], type_ignores=[])"},
        {"x = f\"{x!r}\" f\"{y:{z}{w}}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=114), FormattedValue(value=Name(id='y', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Name(id='z', ctx=Load()), conversion=-1), FormattedValue(value=Name(id='w', ctx=Load()), conversion=-1)]))]))], type_ignores=[])"},
        {"x = f\"{a}{b}{c}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load()), conversion=-1), FormattedValue(value=Name(id='b', ctx=Load()), conversion=-1), FormattedValue(value=Name(id='c', ctx=Load()), conversion=-1)]))], type_ignores=[])"},
        {"x = f\"{a:%Y-%m-%d}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[Constant(value='%Y-%m-%d')]))]))], type_ignores=[])"},
        {"x = f\"{x:{'>'}10}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Constant(value='>'), conversion=-1), Constant(value='10')]))]))], type_ignores=[])"},
        {"x = f\"{1 if x else 2}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=IfExp(test=Name(id='x', ctx=Load()), body=Constant(value=1), orelse=Constant(value=2)), conversion=-1)]))], type_ignores=[])"},
        {"x = f\"{ x }\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1)]))], type_ignores=[])"},
        {"x = f\"{x,y}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Tuple(elts=[Name(id='x', ctx=Load()), Name(id='y', ctx=Load())], ctx=Load()), conversion=-1)]))], type_ignores=[])"},
        {"x = f\"{*a,}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Tuple(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load())], ctx=Load()), conversion=-1)]))], type_ignores=[])"},
        {"x = f\"{yield}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Yield(), conversion=-1)]))], type_ignores=[])"},
        {"x = '\\a\\b\\f\\n\\r\\t\\v\\0\\x41\\101\\u0041\\U00000041\\N{BULLET}\\q'",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='\\x07\\x08\\x0c\\n\\r\\t\\x0b\\x00AAAA\342\200\242\\\\q'))], type_ignores=[])"},
        {"x = b'\\a\\b\\f\\n\\r\\t\\v\\0\\x41\\101\\u0041\\q'",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=b'\\x07\\x08\\x0c\\n\\r\\t\\x0b\\x00AA\\\\u0041\\\\q'))], type_ignores=[])"},
        {"x = 'it''s' \"a \\\"q\\\"\" '\\''",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='itsa \"q\"\\''))], type_ignores=[])"},
        {"x = \"\"\"a ' \" '' \"\" b\"\"\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='a \\' \" \\'\\' \"\" b'))], type_ignores=[])"},
        {"x = '''\\\nline'''",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='line'))], type_ignores=[])"},
        {"x = '\303\251' + '\346\227\245\346\234\254' + '\\u00e9' + '\360\237\230\200'",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=Constant(value='\303\251'), op=Add(), right=Constant(value='\346\227\245\346\234\254')), op=Add(), right=Constant(value='\303\251')), op=Add(), right=Constant(value='\360\237\230\200')))], type_ignores=[])"},
        {"x = 0 + 00 + 0_0 + 0x0 + 0o0 + 0b0 + 0.0 + 0e0 + 0j + 00j + 09.5 + 09j",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value=0), op=Add(), right=Constant(value=0)), op=Add(), right=Constant(value=0)), op=Add(), right=Constant(value=0)), op=Add(), right=Constant(value=0)), op=Add(), right=Constant(value=0)), op=Add(), right=Constant(value=0.0)), op=Add(), right=Constant(value=0.0)), op=Add(), right=Constant(value=0j)), op=Add(), right=Constant(value=0j)), op=Add(), right=Constant(value=9.5)), op=Add(), right=Constant(value=9j)))], type_ignores=[])"},
        {"x = 9223372036854775807 + 9223372036854775808 + 0xFFFFFFFFFFFFFFFFFF + 0o7777777777777777777777777 + 0b11111111111111111111111111111111111111111111111111111111111111111",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value=9223372036854775807), op=Add(), right=Constant(value=9223372036854775808)), op=Add(), right=Constant(value=4722366482869645213695)), op=Add(), right=Constant(value=37778931862957161709567)), op=Add(), right=Constant(value=36893488147419103231)))], type_ignores=[])"},
        {"x = 1e308 * 10 + 1e-320 + 1.7976931348623157e308 + 0.1 + 1/3 + 123456789.123456789 + 1e16 + 1e15 + 1.5e-5 + 0.0001", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value=1e+308), op=Mult(), right=Constant(value=10)), op=Add(), right=Constant(value=1e-320)), op=Add(), right=Constant(value=1.7976931348623157e+308)), op=Add(), right=Constant(value=0.1)), op=Add(), right=BinOp(left=Constant(value=1), op=Div(), right=Constant(value=3))), op=Add(), right=Constant(value=123456789.12345679)), op=Add(), right=Constant(value=1e+16)), op=Add(), right=Constant(value=1000000000000000.0)), op=Add(), right=Constant(value=1.5e-05)), op=Add(), right=Constant(value=0.0001)))], type_ignores=[])"},
        {"x = 1_0.0_1j + 1E5J + .5j",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=Constant(value=10.01j), op=Add(), right=Constant(value=100000j)), op=Add(), right=Constant(value=0.5j)))], type_ignores=[])"},
        {"x = (\n    1,\n    2,\n)",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Constant(value=1), Constant(value=2)], ctx=Load()))], type_ignores=[])"},
        {"def f(a, b: int = 1, *args: str, c, d: float = 2.0, **kw: dict) -> None:\n    \"\"\"doc\"\"\"\n    pass",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[arg(arg='a'), arg(arg='b', annotation=Name(id='int', ctx=Load()))], vararg=arg(arg='args', annotation=Name(id='str', ctx=Load())), kwonlyargs=[arg(arg='c'), arg(arg='d', annotation=Name(id='float', ctx=Load()))], kw_defaults=[None, Constant(value=2.0)], kwarg=arg(arg='kw', annotation=Name(id='dict', ctx=Load())), defaults=[Constant(value=1)]), body=[Expr(value=Constant(value='doc')), Pass()], decorator_list=[], returns=Constant(value=None))], type_ignores=[])"},
        {"def f(a, b, /, c, d=1, *, e, f=2): pass",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a'), arg(arg='b')], args=[arg(arg='c'), arg(arg='d')], kwonlyargs=[arg(arg='e'), arg(arg='f')], kw_defaults=[None, Constant(value=2)], defaults=[Constant(value=1)]), body=[Pass()], decorator_list=[])], type_ignores=[])"},
        {"def f(a=1, /, b=2): pass",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a')], args=[arg(arg='b')], kwonlyargs=[], kw_defaults=[], defaults=[Constant(value=1), Constant(value=2)]), body=[Pass()], decorator_list=[])], type_ignores=[])"},
        {"def f(*, a=1, b): pass",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[arg(arg='a'), arg(arg='b')], kw_defaults=[Constant(value=1), None], defaults=[]), body=[Pass()], decorator_list=[])], type_ignores=[])"},
        {"def f(**kw,): pass",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], kwarg=arg(arg='kw'), defaults=[]), body=[Pass()], decorator_list=[])], type_ignores=[])"},
        {"def f(a,): pass",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[arg(arg='a')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass()], decorator_list=[])], type_ignores=[])"},
        {"lambda *a, **k: 0",
         "Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[], args=[], vararg=arg(arg='a'), kwonlyargs=[], kw_defaults=[], kwarg=arg(arg='k'), defaults=[]), body=Constant(value=0)))], type_ignores=[])"},
        {"lambda a, /, b: 0",
         "Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[arg(arg='a')], args=[arg(arg='b')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Constant(value=0)))], type_ignores=[])"},
        {"lambda *, a: a",
         "Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[arg(arg='a')], kw_defaults=[None], defaults=[]), body=Name(id='a', ctx=Load())))], type_ignores=[])"},
        {"class C:\n    def m(self):\n        return super().m()\n\n    @property\n    def p(self):\n        return self._p\n\n    @p.setter\n    def p(self, v):\n        self._p = v", "Module(body=[ClassDef(name='C', bases=[], keywords=[], body=[FunctionDef(name='m', args=arguments(posonlyargs=[], args=[arg(arg='self')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Return(value=Call(func=Attribute(value=Call(func=Name(id='super', ctx=Load()), args=[], keywords=[]), attr='m', ctx=Load()), args=[], keywords=[]))], decorator_list=[]), FunctionDef(name='p', args=arguments(posonlyargs=[], args=[arg(arg='self')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Return(value=Attribute(value=Name(id='self', ctx=Load()), attr='_p', ctx=Load()))], decorator_list=[Name(id='property', ctx=Load())]), FunctionDef(name='p', args=arguments(posonlyargs=[], args=[arg(arg='self'), arg(arg='v')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Assign(targets=[Attribute(value=Name(id='self', ctx=Load()), attr='_p', ctx=Store())], value=Name(id='v', ctx=Load()))], decorator_list=[Attribute(value=Name(id='p', ctx=Load()), attr='setter', ctx=Load())])], decorator_list=[])], type_ignores=[])"},
        {"class C(Base, metaclass=Meta, **kw): pass",
         "Module(body=[ClassDef(name='C', bases=[Name(id='Base', ctx=Load())], keywords=[keyword(arg='metaclass', value=Name(id='Meta', ctx=Load())), keyword(value=Name(id='kw', ctx=Load()))], body=[Pass()], decorator_list=[])], type_ignores=[])"},
        {"class C(): pass",
         "Module(body=[ClassDef(name='C', bases=[], keywords=[], body=[Pass()], decorator_list=[])], type_ignores=[])"},
        {"@a.b.c\n@d(e, f=g)\n@h[i]\n@(lambda f: f)\ndef f(): pass",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass()], decorator_list=[Attribute(value=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Load()), attr='c', ctx=Load()), Call(func=Name(id='d', ctx=Load()), args=[Name(id='e', ctx=Load())], keywords=[keyword(arg='f', value=Name(id='g', ctx=Load()))]), Subscript(value=Name(id='h', ctx=Load()), slice=Name(id='i', ctx=Load()), ctx=Load()), Lambda(args=arguments(posonlyargs=[], args=[arg(arg='f')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Name(id='f', ctx=Load()))])], type_ignores=[])"},
        {"async def f():\n    await x\n    async with a as (b, c):\n        pass\n    async for (a, b) in c:\n        pass\n    x = [await y async for y in z]\n    return await f()",
         "Module(body=[AsyncFunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Expr(value=Await(value=Name(id='x', ctx=Load()))), AsyncWith(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Tuple(elts=[Name(id='b', ctx=Store()), Name(id='c', ctx=Store())], ctx=Store()))], body=[Pass()]), AsyncFor(target=Tuple(elts=[Name(id='a', ctx=Store()), Name(id='b', ctx=Store())], ctx=Store()), iter=Name(id='c', ctx=Load()), body=[Pass()], orelse=[]), Assign(targets=[Name(id='x', ctx=Store())], value=ListComp(elt=Await(value=Name(id='y', ctx=Load())), generators=[comprehension(target=Name(id='y', ctx=Store()), iter=Name(id='z', ctx=Load()), ifs=[], is_async=1)])), Return(value=Await(value=Call(func=Name(id='f', ctx=Load()), args=[], keywords=[])))], decorator_list=[])], type_ignores=[])"},
        {"def g():\n    yield\n    yield 1\n    yield 1, 2\n    x = yield\n    y = yield from z\n    await_ = (yield)",
         "Module(body=[FunctionDef(name='g', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Expr(value=Yield()), Expr(value=Yield(value=Constant(value=1))), Expr(value=Yield(value=Tuple(elts=[Constant(value=1), Constant(value=2)], ctx=Load()))), Assign(targets=[Name(id='x', ctx=Store())], value=Yield()), Assign(targets=[Name(id='y', ctx=Store())], value=YieldFrom(value=Name(id='z', ctx=Load()))), Assign(targets=[Name(id='await_', ctx=Store())], value=Yield())], decorator_list=[])], type_ignores=[])"},
        {"x = a if b else c",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=Name(id='b', ctx=Load()), body=Name(id='a', ctx=Load()), orelse=Name(id='c', ctx=Load())))], type_ignores=[])"},
        {"x = a or b and not c",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BoolOp(op=Or(), values=[Name(id='a', ctx=Load()), BoolOp(op=And(), values=[Name(id='b', ctx=Load()), UnaryOp(op=Not(), operand=Name(id='c', ctx=Load()))])]))], type_ignores=[])"},
        {"x = a and b and c or d or e",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BoolOp(op=Or(), values=[BoolOp(op=And(), values=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load()), Name(id='c', ctx=Load())]), Name(id='d', ctx=Load()), Name(id='e', ctx=Load())]))], type_ignores=[])"},
        {"x = not not a",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=Not(), operand=UnaryOp(op=Not(), operand=Name(id='a', ctx=Load()))))], type_ignores=[])"},
        {"x = -+~a",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=USub(), operand=UnaryOp(op=UAdd(), operand=UnaryOp(op=Invert(), operand=Name(id='a', ctx=Load())))))], type_ignores=[])"},
        {"x = a ** -b ** c",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Name(id='a', ctx=Load()), op=Pow(), right=UnaryOp(op=USub(), operand=BinOp(left=Name(id='b', ctx=Load()), op=Pow(), right=Name(id='c', ctx=Load())))))], type_ignores=[])"},
        {"x = (a := 1, b := 2)", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[NamedExpr(target=Name(id='a', ctx=Store()), value=Constant(value=1)), NamedExpr(target=Name(id='b', ctx=Store()), value=Constant(value=2))], ctx=Load()))], type_ignores=[])"},
        {"print(x := 5)",
         "Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[NamedExpr(target=Name(id='x', ctx=Store()), value=Constant(value=5))], keywords=[]))], type_ignores=[])"},
        {"while (line := f()) != '': pass",
         "Module(body=[While(test=Compare(left=NamedExpr(target=Name(id='line', ctx=Store()), value=Call(func=Name(id='f', ctx=Load()), args=[], keywords=[])), ops=[NotEq()], comparators=[Constant(value='')]), body=[Pass()], orelse=[])], type_ignores=[])"},
        {"[y := f(x), y**2]",
         "Module(body=[Expr(value=List(elts=[NamedExpr(target=Name(id='y', ctx=Store()), value=Call(func=Name(id='f', ctx=Load()), args=[Name(id='x', ctx=Load())], keywords=[])), BinOp(left=Name(id='y', ctx=Load()), op=Pow(), right=Constant(value=2))], ctx=Load()))], type_ignores=[])"},
        {"x = a[1:2, 3]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Slice(lower=Constant(value=1), upper=Constant(value=2)), Constant(value=3)], ctx=Load()), ctx=Load()))], type_ignores=[])"},
        {"x = a[1:2,]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Slice(lower=Constant(value=1), upper=Constant(value=2))], ctx=Load()), ctx=Load()))], type_ignores=[])"},
        {"x = a[::-1]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Slice(step=UnaryOp(op=USub(), operand=Constant(value=1))), ctx=Load()))], type_ignores=[])"},
        {"x = a[b, c:d, ...]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Name(id='b', ctx=Load()), Slice(lower=Name(id='c', ctx=Load()), upper=Name(id='d', ctx=Load())), Constant(value=Ellipsis)], ctx=Load()), ctx=Load()))], type_ignores=[])"},
        {"x = a[*b]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()), ctx=Load()))], type_ignores=[])"},
        {"x = a[(1, 2)]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Constant(value=1), Constant(value=2)], ctx=Load()), ctx=Load()))], type_ignores=[])"},
        {"x[a] = b[c] = d",
         "Module(body=[Assign(targets=[Subscript(value=Name(id='x', ctx=Load()), slice=Name(id='a', ctx=Load()), ctx=Store()), Subscript(value=Name(id='b', ctx=Load()), slice=Name(id='c', ctx=Load()), ctx=Store())], value=Name(id='d', ctx=Load()))], type_ignores=[])"},
        {"x.y.z = 1",
         "Module(body=[Assign(targets=[Attribute(value=Attribute(value=Name(id='x', ctx=Load()), attr='y', ctx=Load()), attr='z', ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
        {"a, b = b, a",
         "Module(body=[Assign(targets=[Tuple(elts=[Name(id='a', ctx=Store()), Name(id='b', ctx=Store())], ctx=Store())], value=Tuple(elts=[Name(id='b', ctx=Load()), Name(id='a', ctx=Load())], ctx=Load()))], type_ignores=[])"},
        {"(a, b), c = d",
         "Module(body=[Assign(targets=[Tuple(elts=[Tuple(elts=[Name(id='a', ctx=Store()), Name(id='b', ctx=Store())], ctx=Store()), Name(id='c', ctx=Store())], ctx=Store())], value=Name(id='d', ctx=Load()))], type_ignores=[])"},
        {"[a, [b, *c]] = d",
         "Module(body=[Assign(targets=[List(elts=[Name(id='a', ctx=Store()), List(elts=[Name(id='b', ctx=Store()), Starred(value=Name(id='c', ctx=Store()), ctx=Store())], ctx=Store())], ctx=Store())], value=Name(id='d', ctx=Load()))], type_ignores=[])"},
        {"a = b = c = d",
         "Module(body=[Assign(targets=[Name(id='a', ctx=Store()), Name(id='b', ctx=Store()), Name(id='c', ctx=Store())], value=Name(id='d', ctx=Load()))], type_ignores=[])"},
        {"x: list[int] = []",
         "Module(body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Subscript(value=Name(id='list', ctx=Load()), slice=Name(id='int', ctx=Load()), ctx=Load()), value=List(elts=[], ctx=Load()), simple=1)], type_ignores=[])"},
        {"x.y: int",
         "Module(body=[AnnAssign(target=Attribute(value=Name(id='x', ctx=Load()), attr='y', ctx=Store()), annotation=Name(id='int', ctx=Load()), simple=0)], type_ignores=[])"},
        {"x[0]: int = 1",
         "Module(body=[AnnAssign(target=Subscript(value=Name(id='x', ctx=Load()), slice=Constant(value=0), ctx=Store()), annotation=Name(id='int', ctx=Load()), value=Constant(value=1), simple=0)], type_ignores=[])"},
        {"(x): int",
         "Module(body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), simple=0)], type_ignores=[])"},
        {"x += 1; x -= 1; x *= 1; x /= 1; x //= 1; x %= 1; x **= 1; x >>= 1; x <<= 1; x &= 1; x |= 1; x ^= 1; x @= 1",
         "Module(body=[AugAssign(target=Name(id='x', ctx=Store()), op=Add(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=Sub(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=Mult(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=Div(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=FloorDiv(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=Mod(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=Pow(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=RShift(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=LShift(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=BitAnd(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=BitOr(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=BitXor(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=MatMult(), value=Constant(value=1))], type_ignores=[])"},
        {"x.a += 1",
         "Module(body=[AugAssign(target=Attribute(value=Name(id='x', ctx=Load()), attr='a', ctx=Store()), op=Add(), value=Constant(value=1))], type_ignores=[])"},
        {"x[0] += 1",
         "Module(body=[AugAssign(target=Subscript(value=Name(id='x', ctx=Load()), slice=Constant(value=0), ctx=Store()), op=Add(), value=Constant(value=1))], type_ignores=[])"},
        {"del x", "Module(body=[Delete(targets=[Name(id='x', ctx=Del())])], type_ignores=[])"},
        {"del x[0], x.a",
         "Module(body=[Delete(targets=[Subscript(value=Name(id='x', ctx=Load()), slice=Constant(value=0), ctx=Del()), Attribute(value=Name(id='x', ctx=Load()), attr='a', ctx=Del())])], type_ignores=[])"},
        {"del (x)", "Module(body=[Delete(targets=[Name(id='x', ctx=Del())])], type_ignores=[])"},
        {"del [a, b]",
         "Module(body=[Delete(targets=[List(elts=[Name(id='a', ctx=Del()), Name(id='b', ctx=Del())], ctx=Del())])], type_ignores=[])"},
        {"del (a, [b, c])",
         "Module(body=[Delete(targets=[Tuple(elts=[Name(id='a', ctx=Del()), List(elts=[Name(id='b', ctx=Del()), Name(id='c', ctx=Del())], ctx=Del())], ctx=Del())])], type_ignores=[])"},
        {"import os\nimport os.path\nimport os.path as p, sys",
         "Module(body=[Import(names=[alias(name='os')]), Import(names=[alias(name='os.path')]), Import(names=[alias(name='os.path', asname='p'), alias(name='sys')])], type_ignores=[])"},
        {"from os import path\nfrom os import (path, sep as s)\nfrom . import a\nfrom .. import b\nfrom .mod import c\nfrom ...pkg.mod import d\nfrom os import *", "Module(body=[ImportFrom(module='os', names=[alias(name='path')], level=0), ImportFrom(module='os', names=[alias(name='path'), alias(name='sep', asname='s')], level=0), ImportFrom(names=[alias(name='a')], level=1), ImportFrom(names=[alias(name='b')], level=2), ImportFrom(module='mod', names=[alias(name='c')], level=1), ImportFrom(module='pkg.mod', names=[alias(name='d')], level=3), ImportFrom(module='os', names=[alias(name='*')], level=0)], type_ignores=[])"},
        {"global x\nnonlocal y",
         "Module(body=[Global(names=['x']), Nonlocal(names=['y'])], type_ignores=[])"},
        {"assert x\nassert x, y",
         "Module(body=[Assert(test=Name(id='x', ctx=Load())), Assert(test=Name(id='x', ctx=Load()), msg=Name(id='y', ctx=Load()))], type_ignores=[])"},
        {"raise\nraise E\nraise E(1) from e",
         "Module(body=[Raise(), Raise(exc=Name(id='E', ctx=Load())), Raise(exc=Call(func=Name(id='E', ctx=Load()), args=[Constant(value=1)], keywords=[]), cause=Name(id='e', ctx=Load()))], type_ignores=[])"},
        {"return", "Module(body=[Return()], type_ignores=[])"},
        {"pass; pass", "Module(body=[Pass(), Pass()], type_ignores=[])"},
        {"if a: pass\nelif b: pass\nelse: pass",
         "Module(body=[If(test=Name(id='a', ctx=Load()), body=[Pass()], orelse=[If(test=Name(id='b', ctx=Load()), body=[Pass()], orelse=[Pass()])])], type_ignores=[])"},
        {"if a:\n    if b:\n        pass\n    else:\n        pass",
         "Module(body=[If(test=Name(id='a', ctx=Load()), body=[If(test=Name(id='b', ctx=Load()), body=[Pass()], orelse=[Pass()])], orelse=[])], type_ignores=[])"},
        {"for x in range(10): print(x)",
         "Module(body=[For(target=Name(id='x', ctx=Store()), iter=Call(func=Name(id='range', ctx=Load()), args=[Constant(value=10)], keywords=[]), body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Name(id='x', ctx=Load())], keywords=[]))], orelse=[])], type_ignores=[])"},
        {"for x, in y: pass",
         "Module(body=[For(target=Tuple(elts=[Name(id='x', ctx=Store())], ctx=Store()), iter=Name(id='y', ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[])"},
        {"for *a, b in c: pass",
         "Module(body=[For(target=Tuple(elts=[Starred(value=Name(id='a', ctx=Store()), ctx=Store()), Name(id='b', ctx=Store())], ctx=Store()), iter=Name(id='c', ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[])"},
        {"for x in *a, *b: pass",
         "Module(body=[For(target=Name(id='x', ctx=Store()), iter=Tuple(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[])"},
        {"while 1: break",
         "Module(body=[While(test=Constant(value=1), body=[Break()], orelse=[])], type_ignores=[])"},
        {"with a, b as c, d as e[0]: pass",
         "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load())), withitem(context_expr=Name(id='b', ctx=Load()), optional_vars=Name(id='c', ctx=Store())), withitem(context_expr=Name(id='d', ctx=Load()), optional_vars=Subscript(value=Name(id='e', ctx=Load()), slice=Constant(value=0), ctx=Store()))], body=[Pass()])], type_ignores=[])"},
        {"with a as b.c: pass",
         "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Attribute(value=Name(id='b', ctx=Load()), attr='c', ctx=Store()))], body=[Pass()])], type_ignores=[])"},
        {"with (a): pass",
         "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()))], body=[Pass()])], type_ignores=[])"},
        {"with (a, b) as c: pass", "Module(body=[With(items=[withitem(context_expr=Tuple(elts=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())], ctx=Load()), optional_vars=Name(id='c', ctx=Store()))], body=[Pass()])], type_ignores=[])"},
        {"with (a as b): pass",
         "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store()))], body=[Pass()])], type_ignores=[])"},
        {"with (a as b, c as d,): pass",
         "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store())), withitem(context_expr=Name(id='c', ctx=Load()), optional_vars=Name(id='d', ctx=Store()))], body=[Pass()])], type_ignores=[])"},
        {"with (a, b as c): pass",
         "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load())), withitem(context_expr=Name(id='b', ctx=Load()), optional_vars=Name(id='c', ctx=Store()))], body=[Pass()])], type_ignores=[])"},
        {"with (yield x) as y: pass",
         "Module(body=[With(items=[withitem(context_expr=Yield(value=Name(id='x', ctx=Load())), optional_vars=Name(id='y', ctx=Store()))], body=[Pass()])], type_ignores=[])"},
        {"with a() as (b, c): pass",
         "Module(body=[With(items=[withitem(context_expr=Call(func=Name(id='a', ctx=Load()), args=[], keywords=[]), optional_vars=Tuple(elts=[Name(id='b', ctx=Store()), Name(id='c', ctx=Store())], ctx=Store()))], body=[Pass()])], type_ignores=[])"},
        {"try:\n    pass\nexcept:\n    pass",
         "Module(body=[Try(body=[Pass()], handlers=[ExceptHandler(body=[Pass()])], orelse=[], finalbody=[])], type_ignores=[])"},
        {"try:\n    pass\nfinally:\n    pass",
         "Module(body=[Try(body=[Pass()], handlers=[], orelse=[], finalbody=[Pass()])], type_ignores=[])"},
        {"try:\n    pass\nexcept E as e:\n    pass\nelse:\n    pass",
         "Module(body=[Try(body=[Pass()], handlers=[ExceptHandler(type=Name(id='E', ctx=Load()), name='e', body=[Pass()])], orelse=[Pass()], finalbody=[])], type_ignores=[])"},
        {"try:\n    pass\nexcept* (A, B) as eg:\n    pass\nexcept* C:\n    pass\nfinally:\n    pass",
         "Module(body=[TryStar(body=[Pass()], handlers=[ExceptHandler(type=Tuple(elts=[Name(id='A', ctx=Load()), Name(id='B', ctx=Load())], ctx=Load()), name='eg', body=[Pass()]), ExceptHandler(type=Name(id='C', ctx=Load()), body=[Pass()])], orelse=[], finalbody=[Pass()])], type_ignores=[])"},
        {"match x, y:\n    case _: pass",
         "Module(body=[Match(subject=Tuple(elts=[Name(id='x', ctx=Load()), Name(id='y', ctx=Load())], ctx=Load()), cases=[match_case(pattern=MatchAs(), body=[Pass()])])], type_ignores=[])"},
        {"match *x, y:\n    case _: pass",
         "Module(body=[Match(subject=Tuple(elts=[Starred(value=Name(id='x', ctx=Load()), ctx=Load()), Name(id='y', ctx=Load())], ctx=Load()), cases=[match_case(pattern=MatchAs(), body=[Pass()])])], type_ignores=[])"},
        {"match (x):\n    case _: pass",
         "Module(body=[Match(subject=Name(id='x', ctx=Load()), cases=[match_case(pattern=MatchAs(), body=[Pass()])])], type_ignores=[])"},
        {"match -x:\n    case _: pass",
         "Module(body=[Match(subject=UnaryOp(op=USub(), operand=Name(id='x', ctx=Load())), cases=[match_case(pattern=MatchAs(), body=[Pass()])])], type_ignores=[])"},
        {"match = {}\nmatch[1] = 2\nprint(match)\nmatch.x\ncase = 1\n_ = 2",
         "Module(body=[Assign(targets=[Name(id='match', ctx=Store())], value=Dict(keys=[], values=[])), Assign(targets=[Subscript(value=Name(id='match', ctx=Load()), slice=Constant(value=1), ctx=Store())], value=Constant(value=2)), Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Name(id='match', ctx=Load())], keywords=[])), Expr(value=Attribute(value=Name(id='match', ctx=Load()), attr='x', ctx=Load())), Assign(targets=[Name(id='case', ctx=Store())], value=Constant(value=1)), Assign(targets=[Name(id='_', ctx=Store())], value=Constant(value=2))], type_ignores=[])"},
        {"x = [1, 2, 3]\nx = [*a, 1]\nx = []\nx = [i for i in a for j in b if c if d]\nx = {i: j for i, j in a}\nx = {i for i in a}\nx = (i for i in a)\nx = [(yield)]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=List(elts=[Constant(value=1), Constant(value=2), Constant(value=3)], ctx=Load())), Assign(targets=[Name(id='x', ctx=Store())], value=List(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Constant(value=1)], ctx=Load())), Assign(targets=[Name(id='x', ctx=Store())], value=List(elts=[], ctx=Load())), Assign(targets=[Name(id='x', ctx=Store())], value=ListComp(elt=Name(id='i', ctx=Load()), generators=[comprehension(target=Name(id='i', ctx=Store()), iter=Name(id='a', ctx=Load()), ifs=[], is_async=0), comprehension(target=Name(id='j', ctx=Store()), iter=Name(id='b', ctx=Load()), ifs=[Name(id='c', ctx=Load()), Name(id='d', ctx=Load())], is_async=0)])), Assign(targets=[Name(id='x', ctx=Store())], value=DictComp(key=Name(id='i', ctx=Load()), value=Name(id='j', ctx=Load()), generators=[comprehension(target=Tuple(elts=[Name(id='i', ctx=Store()), Name(id='j', ctx=Store())], ctx=Store()), iter=Name(id='a', ctx=Load()), ifs=[], is_async=0)])), Assign(targets=[Name(id='x', ctx=Store())], value=SetComp(elt=Name(id='i', ctx=Load()), generators=[comprehension(target=Name(id='i', ctx=Store()), iter=Name(id='a', ctx=Load()), ifs=[], is_async=0)])), Assign(targets=[Name(id='x', ctx=Store())], value=GeneratorExp(elt=Name(id='i', ctx=Load()), generators=[comprehension(target=Name(id='i', ctx=Store()), iter=Name(id='a', ctx=Load()), ifs=[], is_async=0)])), Assign(targets=[Name(id='x', ctx=Store())], value=List(elts=[Yield()], ctx=Load()))], type_ignores=[])"},
        {"x = {**a, **b}\nx = {1: 2, **a, 3: 4}\nx = {*a, *b}\nx = {a, b,}",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Dict(keys=[None, None], values=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())])), Assign(targets=[Name(id='x', ctx=Store())], value=Dict(keys=[Constant(value=1), None, Constant(value=3)], values=[Constant(value=2), Name(id='a', ctx=Load()), Constant(value=4)])), Assign(targets=[Name(id='x', ctx=Store())], value=Set(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())])), Assign(targets=[Name(id='x', ctx=Store())], value=Set(elts=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())]))], type_ignores=[])"},
        {"f(a)(b)(c)\nf()\nf(a, b=1, *c, d=2, **e)\nf(*a, b)\nf(**a, b=1)\nf(a for b in c)\nf(a, *b, c=1, **d, e=2)",
         "Module(body=[Expr(value=Call(func=Call(func=Call(func=Name(id='f', ctx=Load()), args=[Name(id='a', ctx=Load())], keywords=[]), args=[Name(id='b', ctx=Load())], keywords=[]), args=[Name(id='c', ctx=Load())], keywords=[])), Expr(value=Call(func=Name(id='f', ctx=Load()), args=[], keywords=[])), Expr(value=Call(func=Name(id='f', ctx=Load()), args=[Name(id='a', ctx=Load()), Starred(value=Name(id='c', ctx=Load()), ctx=Load())], keywords=[keyword(arg='b', value=Constant(value=1)), keyword(arg='d', value=Constant(value=2)), keyword(value=Name(id='e', ctx=Load()))])), Expr(value=Call(func=Name(id='f', ctx=Load()), args=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Name(id='b', ctx=Load())], keywords=[])), Expr(value=Call(func=Name(id='f', ctx=Load()), args=[], keywords=[keyword(value=Name(id='a', ctx=Load())), keyword(arg='b', value=Constant(value=1))])), Expr(value=Call(func=Name(id='f', ctx=Load()), args=[GeneratorExp(elt=Name(id='a', ctx=Load()), generators=[comprehension(target=Name(id='b', ctx=Store()), iter=Name(id='c', ctx=Load()), ifs=[], is_async=0)])], keywords=[])), Expr(value=Call(func=Name(id='f', ctx=Load()), args=[Name(id='a', ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], keywords=[keyword(arg='c', value=Constant(value=1)), keyword(value=Name(id='d', ctx=Load())), keyword(arg='e', value=Constant(value=2))]))], type_ignores=[])"},
        {"x = a < b\nx = a is b\nx = a is not b\nx = a not in b\nx = a in b\nx = a == b != c <= d >= e > f < g", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Compare(left=Name(id='a', ctx=Load()), ops=[Lt()], comparators=[Name(id='b', ctx=Load())])), Assign(targets=[Name(id='x', ctx=Store())], value=Compare(left=Name(id='a', ctx=Load()), ops=[Is()], comparators=[Name(id='b', ctx=Load())])), Assign(targets=[Name(id='x', ctx=Store())], value=Compare(left=Name(id='a', ctx=Load()), ops=[IsNot()], comparators=[Name(id='b', ctx=Load())])), Assign(targets=[Name(id='x', ctx=Store())], value=Compare(left=Name(id='a', ctx=Load()), ops=[NotIn()], comparators=[Name(id='b', ctx=Load())])), Assign(targets=[Name(id='x', ctx=Store())], value=Compare(left=Name(id='a', ctx=Load()), ops=[In()], comparators=[Name(id='b', ctx=Load())])), Assign(targets=[Name(id='x', ctx=Store())], value=Compare(left=Name(id='a', ctx=Load()), ops=[Eq(), NotEq(), LtE(), GtE(), Gt(), Lt()], comparators=[Name(id='b', ctx=Load()), Name(id='c', ctx=Load()), Name(id='d', ctx=Load()), Name(id='e', ctx=Load()), Name(id='f', ctx=Load()), Name(id='g', ctx=Load())]))], type_ignores=[])"},
        {"x = a | b ^ c & d\nx = a << b >> c\nx = a + b - c\nx = a * b / c // d % e @ f\nx = -a ** b\nx = (-a) ** b\nx = a ** b ** c", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Name(id='a', ctx=Load()), op=BitOr(), right=BinOp(left=Name(id='b', ctx=Load()), op=BitXor(), right=BinOp(left=Name(id='c', ctx=Load()), op=BitAnd(), right=Name(id='d', ctx=Load()))))), Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=LShift(), right=Name(id='b', ctx=Load())), op=RShift(), right=Name(id='c', ctx=Load()))), Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=Add(), right=Name(id='b', ctx=Load())), op=Sub(), right=Name(id='c', ctx=Load()))), Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=Mult(), right=Name(id='b', ctx=Load())), op=Div(), right=Name(id='c', ctx=Load())), op=FloorDiv(), right=Name(id='d', ctx=Load())), op=Mod(), right=Name(id='e', ctx=Load())), op=MatMult(), right=Name(id='f', ctx=Load()))), Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=USub(), operand=BinOp(left=Name(id='a', ctx=Load()), op=Pow(), right=Name(id='b', ctx=Load())))), Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=UnaryOp(op=USub(), operand=Name(id='a', ctx=Load())), op=Pow(), right=Name(id='b', ctx=Load()))), Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Name(id='a', ctx=Load()), op=Pow(), right=BinOp(left=Name(id='b', ctx=Load()), op=Pow(), right=Name(id='c', ctx=Load()))))], type_ignores=[])"},
        {"x = ...\nx = Ellipsis\nx = a[...]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=Ellipsis)), Assign(targets=[Name(id='x', ctx=Store())], value=Name(id='Ellipsis', ctx=Load())), Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Constant(value=Ellipsis), ctx=Load()))], type_ignores=[])"},
        {"x = True, False, None",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Constant(value=True), Constant(value=False), Constant(value=None)], ctx=Load()))], type_ignores=[])"},
        {"x = \\\n1",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
        {"if True:\n    x = (1 +\n  2)",
         "Module(body=[If(test=Constant(value=True), body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value=1), op=Add(), right=Constant(value=2)))], orelse=[])], type_ignores=[])"},
        {"if x:\n    pass\n    # comment\n\n    # another\ny = 1",
         "Module(body=[If(test=Name(id='x', ctx=Load()), body=[Pass()], orelse=[]), Assign(targets=[Name(id='y', ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
        {"if x:  # comment\n    pass  # c\n# c",
         "Module(body=[If(test=Name(id='x', ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[])"},
        {"def f():\n    pass\n# trailing comment",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass()], decorator_list=[])], type_ignores=[])"},
        {"x = 1;",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
        {"class A:\n    x = 1\n    def f(self): pass\n    class B:\n        pass",
         "Module(body=[ClassDef(name='A', bases=[], keywords=[], body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1)), FunctionDef(name='f', args=arguments(posonlyargs=[], args=[arg(arg='self')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass()], decorator_list=[]), ClassDef(name='B', bases=[], keywords=[], body=[Pass()], decorator_list=[])], decorator_list=[])], type_ignores=[])"},
        {"if a:\n\tpass",
         "Module(body=[If(test=Name(id='a', ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[])"},
        {"if a:\n        x = 1\n        if b:\n         y = 2",
         "Module(body=[If(test=Name(id='a', ctx=Load()), body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1)), If(test=Name(id='b', ctx=Load()), body=[Assign(targets=[Name(id='y', ctx=Store())], value=Constant(value=2))], orelse=[])], orelse=[])], type_ignores=[])"},
        {"x = \"\"\"\nmulti\nline\n\"\"\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='\\nmulti\\nline\\n'))], type_ignores=[])"},
        {"x = r'\\'' + r\"\\\"\" + r'\\\\'",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=Constant(value=\"\\\\'\"), op=Add(), right=Constant(value='\\\\\"')), op=Add(), right=Constant(value='\\\\\\\\')))], type_ignores=[])"},
        {"x = 'a' \\\n    'b'",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='ab'))], type_ignores=[])"},
        {"def f():\n    return 1, 2",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Return(value=Tuple(elts=[Constant(value=1), Constant(value=2)], ctx=Load()))], decorator_list=[])], type_ignores=[])"},
        {"def f():\n    return *a, *b",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Return(value=Tuple(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()))], decorator_list=[])], type_ignores=[])"},
        {"for x in a:\n    pass\nelse:\n    pass",
         "Module(body=[For(target=Name(id='x', ctx=Store()), iter=Name(id='a', ctx=Load()), body=[Pass()], orelse=[Pass()])], type_ignores=[])"},
        {"lambda: (yield)",
         "Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Yield()))], type_ignores=[])"},
        {"x = lambda x: lambda y: x + y",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Lambda(args=arguments(posonlyargs=[], args=[arg(arg='x')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Lambda(args=arguments(posonlyargs=[], args=[arg(arg='y')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=BinOp(left=Name(id='x', ctx=Load()), op=Add(), right=Name(id='y', ctx=Load())))))], type_ignores=[])"},
        {"x = [lambda: i for i in range(3)]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=ListComp(elt=Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Name(id='i', ctx=Load())), generators=[comprehension(target=Name(id='i', ctx=Store()), iter=Call(func=Name(id='range', ctx=Load()), args=[Constant(value=3)], keywords=[]), ifs=[], is_async=0)]))], type_ignores=[])"},
        {"x = a if b else lambda: c",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=Name(id='b', ctx=Load()), body=Name(id='a', ctx=Load()), orelse=Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Name(id='c', ctx=Load()))))], type_ignores=[])"},
        {"x = (a for b in c if d if e for f in g)",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=GeneratorExp(elt=Name(id='a', ctx=Load()), generators=[comprehension(target=Name(id='b', ctx=Store()), iter=Name(id='c', ctx=Load()), ifs=[Name(id='d', ctx=Load()), Name(id='e', ctx=Load())], is_async=0), comprehension(target=Name(id='f', ctx=Store()), iter=Name(id='g', ctx=Load()), ifs=[], is_async=0)]))], type_ignores=[])"},
        {"a[1:2] = b\na[...] = 1\na[b, c] = 1\ndel a[1:2]",
         "Module(body=[Assign(targets=[Subscript(value=Name(id='a', ctx=Load()), slice=Slice(lower=Constant(value=1), upper=Constant(value=2)), ctx=Store())], value=Name(id='b', ctx=Load())), Assign(targets=[Subscript(value=Name(id='a', ctx=Load()), slice=Constant(value=Ellipsis), ctx=Store())], value=Constant(value=1)), Assign(targets=[Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Name(id='b', ctx=Load()), Name(id='c', ctx=Load())], ctx=Load()), ctx=Store())], value=Constant(value=1)), Delete(targets=[Subscript(value=Name(id='a', ctx=Load()), slice=Slice(lower=Constant(value=1), upper=Constant(value=2)), ctx=Del())])], type_ignores=[])"},
        {"x = 'a' 'b' 'c'",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='abc'))], type_ignores=[])"},
        {"x = u'a' 'b'",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='ab', kind='u'))], type_ignores=[])"},
        {"x = 'a' u'b'",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='ab'))], type_ignores=[])"},
        {"x = b'a' b'b'",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=b'ab'))], type_ignores=[])"},
        {"x = (1)\nx = ((1))\nx = ((1,))",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1)), Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1)), Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Constant(value=1)], ctx=Load()))], type_ignores=[])"},
        {"not_a_keyword_async = 1\nawait_x = 2", "Module(body=[Assign(targets=[Name(id='not_a_keyword_async', ctx=Store())], value=Constant(value=1)), Assign(targets=[Name(id='await_x', ctx=Store())], value=Constant(value=2))], type_ignores=[])"},
        {"print(1, end='')",
         "Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Constant(value=1)], keywords=[keyword(arg='end', value=Constant(value=''))]))], type_ignores=[])"},
        {"x = 1 if True else 2 if False else 3",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=Constant(value=True), body=Constant(value=1), orelse=IfExp(test=Constant(value=False), body=Constant(value=2), orelse=Constant(value=3))))], type_ignores=[])"},
        {"x = [1, 2][::2]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=List(elts=[Constant(value=1), Constant(value=2)], ctx=Load()), slice=Slice(step=Constant(value=2)), ctx=Load()))], type_ignores=[])"},
        {"x = a.b(c).d[e].f",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Attribute(value=Subscript(value=Attribute(value=Call(func=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Load()), args=[Name(id='c', ctx=Load())], keywords=[]), attr='d', ctx=Load()), slice=Name(id='e', ctx=Load()), ctx=Load()), attr='f', ctx=Load()))], type_ignores=[])"},
        {"x = {'a': [1, {'b': (2, 3)}]}",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Dict(keys=[Constant(value='a')], values=[List(elts=[Constant(value=1), Dict(keys=[Constant(value='b')], values=[Tuple(elts=[Constant(value=2), Constant(value=3)], ctx=Load())])], ctx=Load())]))], type_ignores=[])"},
        {"a.b.c.d.e = 1",
         "Module(body=[Assign(targets=[Attribute(value=Attribute(value=Attribute(value=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Load()), attr='c', ctx=Load()), attr='d', ctx=Load()), attr='e', ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
        {"if x: y = 1; z = 2",
         "Module(body=[If(test=Name(id='x', ctx=Load()), body=[Assign(targets=[Name(id='y', ctx=Store())], value=Constant(value=1)), Assign(targets=[Name(id='z', ctx=Store())], value=Constant(value=2))], orelse=[])], type_ignores=[])"},
        {"class C: pass; x = 1",
         "Module(body=[ClassDef(name='C', bases=[], keywords=[], body=[Pass(), Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))], decorator_list=[])], type_ignores=[])"},
        {"x = 1 \\\n  + \\\n  2",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value=1), op=Add(), right=Constant(value=2)))], type_ignores=[])"},
        {"print('''a''' \"\"\"b\"\"\")",
         "Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Constant(value='ab')], keywords=[]))], type_ignores=[])"},
        {"x = '\316\261' + \"\316\262\316\263\"\n\316\261 = 1\n\303\261ame = 2", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value='\316\261'), op=Add(), right=Constant(value='\316\262\316\263'))), Assign(targets=[Name(id='\316\261', ctx=Store())], value=Constant(value=1)), Assign(targets=[Name(id='\303\261ame', ctx=Store())], value=Constant(value=2))], type_ignores=[])"},
        {"x = '\\x00\\x01\\x7f\\x80\\xff\\u2028\\u0300\\ufeff'",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='\\x00\\x01\\x7f\\x80\303\277\\u2028\314\200\\ufeff'))], type_ignores=[])"},
        {"x = b'\\x00\\x7f\\x80\\xff\\'\"'",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=b'\\x00\\x7f\\x80\\xff\\'\"'))], type_ignores=[])"},
        {"x = '\"' + \"'\" + '\\'\"' + \"\\\"'\"\n",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=Constant(value='\"'), op=Add(), right=Constant(value=\"'\")), op=Add(), right=Constant(value='\\'\"')), op=Add(), right=Constant(value='\"\\'')))], type_ignores=[])"},
        {"x = \"\\N{bullet}\\N{LINE FEED}\\N{EM DASH}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='\342\200\242\\n\342\200\224'))], type_ignores=[])"},
        {"x = '\\ud800'",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='\\ud800'))], type_ignores=[])"},
        {"# only a comment", "Module(body=[], type_ignores=[])"},
        {"", "Module(body=[], type_ignores=[])"},
        {"x = 1  # trailing",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
        {"def f(a, /, b=1, *c: int, d, e=2, **f: str) -> \"r\":\n    return (yield from g) or (await h)",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a')], args=[arg(arg='b')], vararg=arg(arg='c', annotation=Name(id='int', ctx=Load())), kwonlyargs=[arg(arg='d'), arg(arg='e')], kw_defaults=[None, Constant(value=2)], kwarg=arg(arg='f', annotation=Name(id='str', ctx=Load())), defaults=[Constant(value=1)]), body=[Return(value=BoolOp(op=Or(), values=[YieldFrom(value=Name(id='g', ctx=Load())), Await(value=Name(id='h', ctx=Load()))]))], decorator_list=[], returns=Constant(value='r'))], type_ignores=[])"},
        {"class C(A, B, metaclass=M):\n    x: int\n    y: str = \"s\"\n    def __init__(self, *args, **kwargs):\n        super().__init__(*args, **kwargs)",
         "Module(body=[ClassDef(name='C', bases=[Name(id='A', ctx=Load()), Name(id='B', ctx=Load())], keywords=[keyword(arg='metaclass', value=Name(id='M', ctx=Load()))], body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), simple=1), AnnAssign(target=Name(id='y', ctx=Store()), annotation=Name(id='str', ctx=Load()), value=Constant(value='s'), simple=1), FunctionDef(name='__init__', args=arguments(posonlyargs=[], args=[arg(arg='self')], vararg=arg(arg='args'), kwonlyargs=[], kw_defaults=[], kwarg=arg(arg='kwargs'), defaults=[]), body=[Expr(value=Call(func=Attribute(value=Call(func=Name(id='super', ctx=Load()), args=[], keywords=[]), attr='__init__', ctx=Load()), args=[Starred(value=Name(id='args', ctx=Load()), ctx=Load())], keywords=[keyword(value=Name(id='kwargs', ctx=Load()))]))], decorator_list=[])], decorator_list=[])], type_ignores=[])"},
        {"try:\n    pass\nexcept (A, B):\n    raise\nexcept C as e:\n    raise D from e",
         "Module(body=[Try(body=[Pass()], handlers=[ExceptHandler(type=Tuple(elts=[Name(id='A', ctx=Load()), Name(id='B', ctx=Load())], ctx=Load()), body=[Raise()]), ExceptHandler(type=Name(id='C', ctx=Load()), name='e', body=[Raise(exc=Name(id='D', ctx=Load()), cause=Name(id='e', ctx=Load()))])], orelse=[], finalbody=[])], type_ignores=[])"},
        {"while (n := n - 1) > 0:\n    if n % 2:\n        continue\n    elif n % 3:\n        break\nelse:\n    print('done')",
         "Module(body=[While(test=Compare(left=NamedExpr(target=Name(id='n', ctx=Store()), value=BinOp(left=Name(id='n', ctx=Load()), op=Sub(), right=Constant(value=1))), ops=[Gt()], comparators=[Constant(value=0)]), body=[If(test=BinOp(left=Name(id='n', ctx=Load()), op=Mod(), right=Constant(value=2)), body=[Continue()], orelse=[If(test=BinOp(left=Name(id='n', ctx=Load()), op=Mod(), right=Constant(value=3)), body=[Break()], orelse=[])])], orelse=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Constant(value='done')], keywords=[]))])], type_ignores=[])"},
        {"result = [\n    (i, j)\n    for i in range(3)\n    if i\n    for j in range(i)\n    if j != i\n]",
         "Module(body=[Assign(targets=[Name(id='result', ctx=Store())], value=ListComp(elt=Tuple(elts=[Name(id='i', ctx=Load()), Name(id='j', ctx=Load())], ctx=Load()), generators=[comprehension(target=Name(id='i', ctx=Store()), iter=Call(func=Name(id='range', ctx=Load()), args=[Constant(value=3)], keywords=[]), ifs=[Name(id='i', ctx=Load())], is_async=0), comprehension(target=Name(id='j', ctx=Store()), iter=Call(func=Name(id='range', ctx=Load()), args=[Name(id='i', ctx=Load())], keywords=[]), ifs=[Compare(left=Name(id='j', ctx=Load()), ops=[NotEq()], comparators=[Name(id='i', ctx=Load())])], is_async=0)]))], type_ignores=[])"},
        {"f(*args, key=lambda x: -x, **{'a': 1})",
         "Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[Starred(value=Name(id='args', ctx=Load()), ctx=Load())], keywords=[keyword(arg='key', value=Lambda(args=arguments(posonlyargs=[], args=[arg(arg='x')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=UnaryOp(op=USub(), operand=Name(id='x', ctx=Load())))), keyword(value=Dict(keys=[Constant(value='a')], values=[Constant(value=1)]))]))], type_ignores=[])"},
        {"print(f\"{'a':>{10}}\", f'{x!r:^{w}.{p}}', f\"{x:{'<' if left else '>'}{width}}\")", "Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[JoinedStr(values=[FormattedValue(value=Constant(value='a'), conversion=-1, format_spec=JoinedStr(values=[Constant(value='>'), FormattedValue(value=Constant(value=10), conversion=-1)]))]), JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=114, format_spec=JoinedStr(values=[Constant(value='^'), FormattedValue(value=Name(id='w', ctx=Load()), conversion=-1), Constant(value='.'), FormattedValue(value=Name(id='p', ctx=Load()), conversion=-1)]))]), JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=IfExp(test=Name(id='left', ctx=Load()), body=Constant(value='<'), orelse=Constant(value='>')), conversion=-1), FormattedValue(value=Name(id='width', ctx=Load()), conversion=-1)]))])], keywords=[]))], type_ignores=[])"},
        {"x = a[1:2, ::3, ..., None]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Slice(lower=Constant(value=1), upper=Constant(value=2)), Slice(step=Constant(value=3)), Constant(value=Ellipsis), Constant(value=None)], ctx=Load()), ctx=Load()))], type_ignores=[])"},
        {"x = not a == b and c is not d or e in f",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BoolOp(op=Or(), values=[BoolOp(op=And(), values=[UnaryOp(op=Not(), operand=Compare(left=Name(id='a', ctx=Load()), ops=[Eq()], comparators=[Name(id='b', ctx=Load())])), Compare(left=Name(id='c', ctx=Load()), ops=[IsNot()], comparators=[Name(id='d', ctx=Load())])]), Compare(left=Name(id='e', ctx=Load()), ops=[In()], comparators=[Name(id='f', ctx=Load())])]))], type_ignores=[])"},
        {"x = a if b else c if d else e",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=Name(id='b', ctx=Load()), body=Name(id='a', ctx=Load()), orelse=IfExp(test=Name(id='d', ctx=Load()), body=Name(id='c', ctx=Load()), orelse=Name(id='e', ctx=Load()))))], type_ignores=[])"},
        {"x = 2 ** -1 ** 2",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value=2), op=Pow(), right=UnaryOp(op=USub(), operand=BinOp(left=Constant(value=1), op=Pow(), right=Constant(value=2)))))], type_ignores=[])"},
        {"x = -2 ** 2",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=USub(), operand=BinOp(left=Constant(value=2), op=Pow(), right=Constant(value=2))))], type_ignores=[])"},
        {"x = (1, 2) + (3,) + () + ((4,),)",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=Tuple(elts=[Constant(value=1), Constant(value=2)], ctx=Load()), op=Add(), right=Tuple(elts=[Constant(value=3)], ctx=Load())), op=Add(), right=Tuple(elts=[], ctx=Load())), op=Add(), right=Tuple(elts=[Tuple(elts=[Constant(value=4)], ctx=Load())], ctx=Load())))], type_ignores=[])"},
        {"x = [[], [[]], [[], []]]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=List(elts=[List(elts=[], ctx=Load()), List(elts=[List(elts=[], ctx=Load())], ctx=Load()), List(elts=[List(elts=[], ctx=Load()), List(elts=[], ctx=Load())], ctx=Load())], ctx=Load()))], type_ignores=[])"},
        {"x = {'a': {}, 'b': {1, 2}, 'c': set()}",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Dict(keys=[Constant(value='a'), Constant(value='b'), Constant(value='c')], values=[Dict(keys=[], values=[]), Set(elts=[Constant(value=1), Constant(value=2)]), Call(func=Name(id='set', ctx=Load()), args=[], keywords=[])]))], type_ignores=[])"},
        {"async def main():\n    async with lock:\n        results = [await t async for t in tasks if await t]\n    return await asyncio.gather(*results)",
         "Module(body=[AsyncFunctionDef(name='main', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[AsyncWith(items=[withitem(context_expr=Name(id='lock', ctx=Load()))], body=[Assign(targets=[Name(id='results', ctx=Store())], value=ListComp(elt=Await(value=Name(id='t', ctx=Load())), generators=[comprehension(target=Name(id='t', ctx=Store()), iter=Name(id='tasks', ctx=Load()), ifs=[Await(value=Name(id='t', ctx=Load()))], is_async=1)]))]), Return(value=Await(value=Call(func=Attribute(value=Name(id='asyncio', ctx=Load()), attr='gather', ctx=Load()), args=[Starred(value=Name(id='results', ctx=Load()), ctx=Load())], keywords=[])))], decorator_list=[])], type_ignores=[])"},
        {"match event:\n    case {\"type\": \"click\", \"pos\": (x, y)} if x > 0:\n        pass\n    case Click(position=(x, y), button=Button.LEFT):\n        pass\n    case [*_, last]:\n        pass\n    case str(s) | bytes(s):\n        pass\n",
         "Module(body=[Match(subject=Name(id='event', ctx=Load()), cases=[match_case(pattern=MatchMapping(keys=[Constant(value='type'), Constant(value='pos')], patterns=[MatchValue(value=Constant(value='click')), MatchSequence(patterns=[MatchAs(name='x'), MatchAs(name='y')])]), guard=Compare(left=Name(id='x', ctx=Load()), ops=[Gt()], comparators=[Constant(value=0)]), body=[Pass()]), match_case(pattern=MatchClass(cls=Name(id='Click', ctx=Load()), patterns=[], kwd_attrs=['position', 'button'], kwd_patterns=[MatchSequence(patterns=[MatchAs(name='x'), MatchAs(name='y')]), MatchValue(value=Attribute(value=Name(id='Button', ctx=Load()), attr='LEFT', ctx=Load()))]), body=[Pass()]), match_case(pattern=MatchSequence(patterns=[MatchStar(), MatchAs(name='last')]), body=[Pass()]), match_case(pattern=MatchOr(patterns=[MatchClass(cls=Name(id='str', ctx=Load()), patterns=[MatchAs(name='s')], kwd_attrs=[], kwd_patterns=[]), MatchClass(cls=Name(id='bytes', ctx=Load()), patterns=[MatchAs(name='s')], kwd_attrs=[], kwd_patterns=[])]), body=[Pass()])])], type_ignores=[])"},
        {"1if 1 else 2",
         "Module(body=[Expr(value=IfExp(test=Constant(value=1), body=Constant(value=1), orelse=Constant(value=2)))], type_ignores=[])"},
        {"x = 00.5",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=0.5))], type_ignores=[])"},
        {"x = 1.5j",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1.5j))], type_ignores=[])"},
        {"x = 1_000.0_1e1_0",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=10000100000000.0))], type_ignores=[])"},
        {"with (a as b, c as d): pass",
         "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store())), withitem(context_expr=Name(id='c', ctx=Load()), optional_vars=Name(id='d', ctx=Store()))], body=[Pass()])], type_ignores=[])"},
        {"def f(a, a): pass",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[arg(arg='a'), arg(arg='a')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass()], decorator_list=[])], type_ignores=[])"},
        {"f(x for x in y)",
         "Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[GeneratorExp(elt=Name(id='x', ctx=Load()), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), ifs=[], is_async=0)])], keywords=[]))], type_ignores=[])"},
        {"x = [i for i in range(3) if i if i > 1]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=ListComp(elt=Name(id='i', ctx=Load()), generators=[comprehension(target=Name(id='i', ctx=Store()), iter=Call(func=Name(id='range', ctx=Load()), args=[Constant(value=3)], keywords=[]), ifs=[Name(id='i', ctx=Load()), Compare(left=Name(id='i', ctx=Load()), ops=[Gt()], comparators=[Constant(value=1)])], is_async=0)]))], type_ignores=[])"},
        {"@dec\ndef f(): pass",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass()], decorator_list=[Name(id='dec', ctx=Load())])], type_ignores=[])"},
        {"@dec(1)\n@other.attr\nclass C(A, B, metaclass=M): pass",
         "Module(body=[ClassDef(name='C', bases=[Name(id='A', ctx=Load()), Name(id='B', ctx=Load())], keywords=[keyword(arg='metaclass', value=Name(id='M', ctx=Load()))], body=[Pass()], decorator_list=[Call(func=Name(id='dec', ctx=Load()), args=[Constant(value=1)], keywords=[]), Attribute(value=Name(id='other', ctx=Load()), attr='attr', ctx=Load())])], type_ignores=[])"},
        {"async def f():\n    async with a as b, c:\n        await x\n    async for i in y:\n        yield i",
         "Module(body=[AsyncFunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[AsyncWith(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store())), withitem(context_expr=Name(id='c', ctx=Load()))], body=[Expr(value=Await(value=Name(id='x', ctx=Load())))]), AsyncFor(target=Name(id='i', ctx=Store()), iter=Name(id='y', ctx=Load()), body=[Expr(value=Yield(value=Name(id='i', ctx=Load())))], orelse=[])], decorator_list=[])], type_ignores=[])"},
        {"x = yield",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Yield())], type_ignores=[])"},
        {"print(1, 2,)",
         "Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Constant(value=1), Constant(value=2)], keywords=[]))], type_ignores=[])"},
        {"def f(*, a): pass",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[arg(arg='a')], kw_defaults=[None], defaults=[]), body=[Pass()], decorator_list=[])], type_ignores=[])"},
        {"def f(a, /, b, *, c, **d): pass",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a')], args=[arg(arg='b')], kwonlyargs=[arg(arg='c')], kw_defaults=[None], kwarg=arg(arg='d'), defaults=[]), body=[Pass()], decorator_list=[])], type_ignores=[])"},
        {"lambda: (yield)",
         "Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Yield()))], type_ignores=[])"},
        {"x = {**a, 'b': 1}",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Dict(keys=[None, Constant(value='b')], values=[Name(id='a', ctx=Load()), Constant(value=1)]))], type_ignores=[])"},
        {"x = {*a, 1}",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Set(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Constant(value=1)]))], type_ignores=[])"},
        {"x[1:2, ::3, ...]", "Module(body=[Expr(value=Subscript(value=Name(id='x', ctx=Load()), slice=Tuple(elts=[Slice(lower=Constant(value=1), upper=Constant(value=2)), Slice(step=Constant(value=3)), Constant(value=Ellipsis)], ctx=Load()), ctx=Load()))], type_ignores=[])"},
        {"x = a.b.c[d](e)(f)",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Call(func=Call(func=Subscript(value=Attribute(value=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Load()), attr='c', ctx=Load()), slice=Name(id='d', ctx=Load()), ctx=Load()), args=[Name(id='e', ctx=Load())], keywords=[]), args=[Name(id='f', ctx=Load())], keywords=[]))], type_ignores=[])"},
        {"x = -1 ** 2",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=USub(), operand=BinOp(left=Constant(value=1), op=Pow(), right=Constant(value=2))))], type_ignores=[])"},
        {"del a, b[0], c.d",
         "Module(body=[Delete(targets=[Name(id='a', ctx=Del()), Subscript(value=Name(id='b', ctx=Load()), slice=Constant(value=0), ctx=Del()), Attribute(value=Name(id='c', ctx=Load()), attr='d', ctx=Del())])], type_ignores=[])"},
        {"del (a, b), [c]",
         "Module(body=[Delete(targets=[Tuple(elts=[Name(id='a', ctx=Del()), Name(id='b', ctx=Del())], ctx=Del()), List(elts=[Name(id='c', ctx=Del())], ctx=Del())])], type_ignores=[])"},
        {"global a, b", "Module(body=[Global(names=['a', 'b'])], type_ignores=[])"},
        {"assert x, \"msg\"",
         "Module(body=[Assert(test=Name(id='x', ctx=Load()), msg=Constant(value='msg'))], type_ignores=[])"},
        {"raise E from None",
         "Module(body=[Raise(exc=Name(id='E', ctx=Load()), cause=Constant(value=None))], type_ignores=[])"},
        {"import a.b.c as d, e",
         "Module(body=[Import(names=[alias(name='a.b.c', asname='d'), alias(name='e')])], type_ignores=[])"},
        {"from ... import x",
         "Module(body=[ImportFrom(names=[alias(name='x')], level=3)], type_ignores=[])"},
        {"from .a import (b as c, d,)",
         "Module(body=[ImportFrom(module='a', names=[alias(name='b', asname='c'), alias(name='d')], level=1)], type_ignores=[])"},
        {"with open(f) as g: pass",
         "Module(body=[With(items=[withitem(context_expr=Call(func=Name(id='open', ctx=Load()), args=[Name(id='f', ctx=Load())], keywords=[]), optional_vars=Name(id='g', ctx=Store()))], body=[Pass()])], type_ignores=[])"},
        {"try:\n    pass\nexcept (A, B) as e:\n    pass\nexcept C:\n    pass\nelse:\n    pass\nfinally:\n    pass",
         "Module(body=[Try(body=[Pass()], handlers=[ExceptHandler(type=Tuple(elts=[Name(id='A', ctx=Load()), Name(id='B', ctx=Load())], ctx=Load()), name='e', body=[Pass()]), ExceptHandler(type=Name(id='C', ctx=Load()), body=[Pass()])], orelse=[Pass()], finalbody=[Pass()])], type_ignores=[])"},
        {"x = 1 if a else 2 if b else 3",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=Name(id='a', ctx=Load()), body=Constant(value=1), orelse=IfExp(test=Name(id='b', ctx=Load()), body=Constant(value=2), orelse=Constant(value=3))))], type_ignores=[])"},
        {"a < b < c != d is not e not in f",
         "Module(body=[Expr(value=Compare(left=Name(id='a', ctx=Load()), ops=[Lt(), Lt(), NotEq(), IsNot(), NotIn()], comparators=[Name(id='b', ctx=Load()), Name(id='c', ctx=Load()), Name(id='d', ctx=Load()), Name(id='e', ctx=Load()), Name(id='f', ctx=Load())]))], type_ignores=[])"},
        {"x: int = 5",
         "Module(body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), value=Constant(value=5), simple=1)], type_ignores=[])"},
        {"(x): int = 5",
         "Module(body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), value=Constant(value=5), simple=0)], type_ignores=[])"},
        {"a.b: int", "Module(body=[AnnAssign(target=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Store()), annotation=Name(id='int', ctx=Load()), simple=0)], type_ignores=[])"},
        {"x = *a, *b",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()))], type_ignores=[])"},
        {"a, *b = c",
         "Module(body=[Assign(targets=[Tuple(elts=[Name(id='a', ctx=Store()), Starred(value=Name(id='b', ctx=Store()), ctx=Store())], ctx=Store())], value=Name(id='c', ctx=Load()))], type_ignores=[])"},
        {"[a, *b] = c",
         "Module(body=[Assign(targets=[List(elts=[Name(id='a', ctx=Store()), Starred(value=Name(id='b', ctx=Store()), ctx=Store())], ctx=Store())], value=Name(id='c', ctx=Load()))], type_ignores=[])"},
        {"for a, (b, c) in d: pass",
         "Module(body=[For(target=Tuple(elts=[Name(id='a', ctx=Store()), Tuple(elts=[Name(id='b', ctx=Store()), Name(id='c', ctx=Store())], ctx=Store())], ctx=Store()), iter=Name(id='d', ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[])"},
        {"x = 0xFF + 0o17 + 0b101 + 1_000_000 + 123456789012345678901234567890",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value=255), op=Add(), right=Constant(value=15)), op=Add(), right=Constant(value=5)), op=Add(), right=Constant(value=1000000)), op=Add(), right=Constant(value=123456789012345678901234567890)))], type_ignores=[])"},
        {"x = 1e10 + 1.5e-10 + .5 + 5. + 1j + 1.5J + 0.0",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value=10000000000.0), op=Add(), right=Constant(value=1.5e-10)), op=Add(), right=Constant(value=0.5)), op=Add(), right=Constant(value=5.0)), op=Add(), right=Constant(value=1j)), op=Add(), right=Constant(value=1.5j)), op=Add(), right=Constant(value=0.0)))], type_ignores=[])"},
        {"x = \"a\\tb\\n\" + r\"\\n\" + b\"\\x00\\xff\" + u\"x\" + '\\u00e9\\U0001F600' + '\\101'", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value='a\\tb\\n'), op=Add(), right=Constant(value='\\\\n')), op=Add(), right=Constant(value=b'\\x00\\xff')), op=Add(), right=Constant(value='x', kind='u')), op=Add(), right=Constant(value='\303\251\360\237\230\200')), op=Add(), right=Constant(value='A')))], type_ignores=[])"},
        {"x = f\"{x=}\" f\"{x = !s}\" f\"{x=:>10}\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[Constant(value='x='), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114), Constant(value='x = '), FormattedValue(value=Name(id='x', ctx=Load()), conversion=115), Constant(value='x='), FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[Constant(value='>10')]))]))], type_ignores=[])"},
        {"x = f\"{'a' if x else 'b'}\" + f'{d[\"k\"]}' + f\"\"\"{x\n}\"\"\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=JoinedStr(values=[FormattedValue(value=IfExp(test=Name(id='x', ctx=Load()), body=Constant(value='a'), orelse=Constant(value='b')), conversion=-1)]), op=Add(), right=JoinedStr(values=[FormattedValue(value=Subscript(value=Name(id='d', ctx=Load()), slice=Constant(value='k'), ctx=Load()), conversion=-1)])), op=Add(), right=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1)])))], type_ignores=[])"},
        {"match p:\n    case Point(x=0, y=0):\n        pass\n    case [1, 2, *rest]:\n        pass\n    case {\"a\": 1, **kw}:\n        pass\n    case (1 | 2) as z:\n        pass\n    case -1 | 1+2j | \"s\" | None | True:\n        pass\n    case Color.RED:\n        pass\n    case _:\n        pass",
         "Module(body=[Match(subject=Name(id='p', ctx=Load()), cases=[match_case(pattern=MatchClass(cls=Name(id='Point', ctx=Load()), patterns=[], kwd_attrs=['x', 'y'], kwd_patterns=[MatchValue(value=Constant(value=0)), MatchValue(value=Constant(value=0))]), body=[Pass()]), match_case(pattern=MatchSequence(patterns=[MatchValue(value=Constant(value=1)), MatchValue(value=Constant(value=2)), MatchStar(name='rest')]), body=[Pass()]), match_case(pattern=MatchMapping(keys=[Constant(value='a')], patterns=[MatchValue(value=Constant(value=1))], rest='kw'), body=[Pass()]), match_case(pattern=MatchAs(pattern=MatchOr(patterns=[MatchValue(value=Constant(value=1)), MatchValue(value=Constant(value=2))]), name='z'), body=[Pass()]), match_case(pattern=MatchOr(patterns=[MatchValue(value=UnaryOp(op=USub(), operand=Constant(value=1))), MatchValue(value=BinOp(left=Constant(value=1), op=Add(), right=Constant(value=2j))), MatchValue(value=Constant(value='s')), MatchSingleton(value=None), MatchSingleton(value=True)]), body=[Pass()]), match_case(pattern=MatchValue(value=Attribute(value=Name(id='Color', ctx=Load()), attr='RED', ctx=Load())), body=[Pass()]), match_case(pattern=MatchAs(), body=[Pass()])])], type_ignores=[])"},
        {"match = 1\nmatch.x = 2\nmatch(3)\ncase = 4",
         "Module(body=[Assign(targets=[Name(id='match', ctx=Store())], value=Constant(value=1)), Assign(targets=[Attribute(value=Name(id='match', ctx=Load()), attr='x', ctx=Store())], value=Constant(value=2)), Expr(value=Call(func=Name(id='match', ctx=Load()), args=[Constant(value=3)], keywords=[])), Assign(targets=[Name(id='case', ctx=Store())], value=Constant(value=4))], type_ignores=[])"},
        {"x = lambda a, b=1, *c, d, e=2, **f: a",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Lambda(args=arguments(posonlyargs=[], args=[arg(arg='a'), arg(arg='b')], vararg=arg(arg='c'), kwonlyargs=[arg(arg='d'), arg(arg='e')], kw_defaults=[None, Constant(value=2)], kwarg=arg(arg='f'), defaults=[Constant(value=1)]), body=Name(id='a', ctx=Load())))], type_ignores=[])"},
        {"x = [*a, *b]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=List(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()))], type_ignores=[])"},
        {"f(*a, *b, **c, **d)", "Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], keywords=[keyword(value=Name(id='c', ctx=Load())), keyword(value=Name(id='d', ctx=Load()))]))], type_ignores=[])"},
        {"print(*args, sep='', end='')",
         "Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Starred(value=Name(id='args', ctx=Load()), ctx=Load())], keywords=[keyword(arg='sep', value=Constant(value='')), keyword(arg='end', value=Constant(value=''))]))], type_ignores=[])"},
        {"if (n := len(a)) > 10: pass",
         "Module(body=[If(test=Compare(left=NamedExpr(target=Name(id='n', ctx=Store()), value=Call(func=Name(id='len', ctx=Load()), args=[Name(id='a', ctx=Load())], keywords=[])), ops=[Gt()], comparators=[Constant(value=10)]), body=[Pass()], orelse=[])], type_ignores=[])"},
        {"x = a if b else(c)",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=Name(id='b', ctx=Load()), body=Name(id='a', ctx=Load()), orelse=Name(id='c', ctx=Load())))], type_ignores=[])"},
        {"x = (yield from g)",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=YieldFrom(value=Name(id='g', ctx=Load())))], type_ignores=[])"},
        {"def f() -> int: return 1",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Return(value=Constant(value=1))], decorator_list=[], returns=Name(id='int', ctx=Load()))], type_ignores=[])"},
        {"class A: x: int = 1",
         "Module(body=[ClassDef(name='A', bases=[], keywords=[], body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), value=Constant(value=1), simple=1)], decorator_list=[])], type_ignores=[])"},
        {"x = not a and b or c",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BoolOp(op=Or(), values=[BoolOp(op=And(), values=[UnaryOp(op=Not(), operand=Name(id='a', ctx=Load())), Name(id='b', ctx=Load())]), Name(id='c', ctx=Load())]))], type_ignores=[])"},
        {"x = ~a | b ^ c & d << e >> f",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=UnaryOp(op=Invert(), operand=Name(id='a', ctx=Load())), op=BitOr(), right=BinOp(left=Name(id='b', ctx=Load()), op=BitXor(), right=BinOp(left=Name(id='c', ctx=Load()), op=BitAnd(), right=BinOp(left=BinOp(left=Name(id='d', ctx=Load()), op=LShift(), right=Name(id='e', ctx=Load())), op=RShift(), right=Name(id='f', ctx=Load()))))))], type_ignores=[])"},
        {"x = a @ b // c % d",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=MatMult(), right=Name(id='b', ctx=Load())), op=FloorDiv(), right=Name(id='c', ctx=Load())), op=Mod(), right=Name(id='d', ctx=Load())))], type_ignores=[])"},
        {"x = a[b:c]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Slice(lower=Name(id='b', ctx=Load()), upper=Name(id='c', ctx=Load())), ctx=Load()))], type_ignores=[])"},
        {"x = a[:]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Slice(), ctx=Load()))], type_ignores=[])"},
        {"x = a[::]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Slice(), ctx=Load()))], type_ignores=[])"},
        {"x = a[1:2:3]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Slice(lower=Constant(value=1), upper=Constant(value=2), step=Constant(value=3)), ctx=Load()))], type_ignores=[])"},
        {"x = ()",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[], ctx=Load()))], type_ignores=[])"},
        {"x = (1,)",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Constant(value=1)], ctx=Load()))], type_ignores=[])"},
        {"x = [1, 2, 3][0]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=List(elts=[Constant(value=1), Constant(value=2), Constant(value=3)], ctx=Load()), slice=Constant(value=0), ctx=Load()))], type_ignores=[])"},
        {"x = {1, 2}",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Set(elts=[Constant(value=1), Constant(value=2)]))], type_ignores=[])"},
        {"x = {}",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Dict(keys=[], values=[]))], type_ignores=[])"},
        {"x = {1: 2}",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Dict(keys=[Constant(value=1)], values=[Constant(value=2)]))], type_ignores=[])"},
        {"x = {a: b for a, b in c}",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=DictComp(key=Name(id='a', ctx=Load()), value=Name(id='b', ctx=Load()), generators=[comprehension(target=Tuple(elts=[Name(id='a', ctx=Store()), Name(id='b', ctx=Store())], ctx=Store()), iter=Name(id='c', ctx=Load()), ifs=[], is_async=0)]))], type_ignores=[])"},
        {"x = {a for a in b}",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=SetComp(elt=Name(id='a', ctx=Load()), generators=[comprehension(target=Name(id='a', ctx=Store()), iter=Name(id='b', ctx=Load()), ifs=[], is_async=0)]))], type_ignores=[])"},
        {"x = (a for a in b for c in d if e)", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=GeneratorExp(elt=Name(id='a', ctx=Load()), generators=[comprehension(target=Name(id='a', ctx=Store()), iter=Name(id='b', ctx=Load()), ifs=[], is_async=0), comprehension(target=Name(id='c', ctx=Store()), iter=Name(id='d', ctx=Load()), ifs=[Name(id='e', ctx=Load())], is_async=0)]))], type_ignores=[])"},
        {"x = [a async for a in b]",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=ListComp(elt=Name(id='a', ctx=Load()), generators=[comprehension(target=Name(id='a', ctx=Store()), iter=Name(id='b', ctx=Load()), ifs=[], is_async=1)]))], type_ignores=[])"},
        {"nonlocal x", "Module(body=[Nonlocal(names=['x'])], type_ignores=[])"},
        {"x = ...",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=Ellipsis))], type_ignores=[])"},
        {"x = None",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=None))], type_ignores=[])"},
        {"if a:\n    pass\nelif b:\n    pass\nelif c:\n    pass\nelse:\n    pass",
         "Module(body=[If(test=Name(id='a', ctx=Load()), body=[Pass()], orelse=[If(test=Name(id='b', ctx=Load()), body=[Pass()], orelse=[If(test=Name(id='c', ctx=Load()), body=[Pass()], orelse=[Pass()])])])], type_ignores=[])"},
        {"while a:\n    break\nelse:\n    continue",
         "Module(body=[While(test=Name(id='a', ctx=Load()), body=[Break()], orelse=[Continue()])], type_ignores=[])"},
        {"for i in range(10):\n    if i: continue\nelse:\n    pass",
         "Module(body=[For(target=Name(id='i', ctx=Store()), iter=Call(func=Name(id='range', ctx=Load()), args=[Constant(value=10)], keywords=[]), body=[If(test=Name(id='i', ctx=Load()), body=[Continue()], orelse=[])], orelse=[Pass()])], type_ignores=[])"},
        {"try:\n    pass\nexcept* ValueError:\n    pass",
         "Module(body=[TryStar(body=[Pass()], handlers=[ExceptHandler(type=Name(id='ValueError', ctx=Load()), body=[Pass()])], orelse=[], finalbody=[])], type_ignores=[])"},
        {"def f():\n    global x\n    nonlocal y\n    return",
         "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Global(names=['x']), Nonlocal(names=['y']), Return()], decorator_list=[])], type_ignores=[])"},
        {"x = '''a\nb'''",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='a\\nb'))], type_ignores=[])"},
        {"x = 1 \\\n    + 2",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value=1), op=Add(), right=Constant(value=2)))], type_ignores=[])"},
        {"x = (1\n     + 2)",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value=1), op=Add(), right=Constant(value=2)))], type_ignores=[])"},
        {"with (a, b): pass",
         "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load())), withitem(context_expr=Name(id='b', ctx=Load()))], body=[Pass()])], type_ignores=[])"},
        {"with (a, b) as c: pass",
         "Module(body=[With(items=[withitem(context_expr=Tuple(elts=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())], ctx=Load()), optional_vars=Name(id='c', ctx=Store()))], body=[Pass()])], type_ignores=[])"},
        {"with (yield): pass",
         "Module(body=[With(items=[withitem(context_expr=Yield())], body=[Pass()])], type_ignores=[])"},
        {"x = \"\\\n\"",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=''))], type_ignores=[])"},
        {"x = f'{a[\"b\"]}'",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Subscript(value=Name(id='a', ctx=Load()), slice=Constant(value='b'), ctx=Load()), conversion=-1)]))], type_ignores=[])"},
        {"return", "Module(body=[Return()], type_ignores=[])"},
        {"x += yield",
         "Module(body=[AugAssign(target=Name(id='x', ctx=Store()), op=Add(), value=Yield())], type_ignores=[])"},
        {"for x in 1, 2: pass",
         "Module(body=[For(target=Name(id='x', ctx=Store()), iter=Tuple(elts=[Constant(value=1), Constant(value=2)], ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[])"},
        {"a, b = c, d = e",
         "Module(body=[Assign(targets=[Tuple(elts=[Name(id='a', ctx=Store()), Name(id='b', ctx=Store())], ctx=Store()), Tuple(elts=[Name(id='c', ctx=Store()), Name(id='d', ctx=Store())], ctx=Store())], value=Name(id='e', ctx=Load()))], type_ignores=[])"},
        {"x = \"\\N{LATIN SMALL LETTER E WITH ACUTE}\\N{EM DASH}\"", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='\303\251\342\200\224'))], type_ignores=[])"},
        {"\316\273 = 1",
         "Module(body=[Assign(targets=[Name(id='\316\273', ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
        {"\357\254\201 = 1",
         "Module(body=[Assign(targets=[Name(id='fi', ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
        {"f(a=1, *b)",
         "Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[Starred(value=Name(id='b', ctx=Load()), ctx=Load())], keywords=[keyword(arg='a', value=Constant(value=1))]))], type_ignores=[])"},
        {"*a = 1",
         "Module(body=[Assign(targets=[Starred(value=Name(id='a', ctx=Store()), ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
        {"*a, = 1",
         "Module(body=[Assign(targets=[Tuple(elts=[Starred(value=Name(id='a', ctx=Store()), ctx=Store())], ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
        {"a = *b",
         "Module(body=[Assign(targets=[Name(id='a', ctx=Store())], value=Starred(value=Name(id='b', ctx=Load()), ctx=Load()))], type_ignores=[])"},
        {"print(*a)",
         "Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Starred(value=Name(id='a', ctx=Load()), ctx=Load())], keywords=[]))], type_ignores=[])"},
        {"x = ()()",
         "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Call(func=Tuple(elts=[], ctx=Load()), args=[], keywords=[]))], type_ignores=[])"},
        {"f\"{a:}\"",
         "Module(body=[Expr(value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[]))]))], type_ignores=[])"},
        {"f'{\"a\"}'",
         "Module(body=[Expr(value=JoinedStr(values=[FormattedValue(value=Constant(value='a'), conversion=-1)]))], type_ignores=[])"},
        {"f\"{'''a'''}\"",
         "Module(body=[Expr(value=JoinedStr(values=[FormattedValue(value=Constant(value='a'), conversion=-1)]))], type_ignores=[])"},
        {"f\"{f'{a}'}\"",
         "Module(body=[Expr(value=JoinedStr(values=[FormattedValue(value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load()), conversion=-1)]), conversion=-1)]))], type_ignores=[])"},
        {"a.b = c.d = e",
         "Module(body=[Assign(targets=[Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Store()), Attribute(value=Name(id='c', ctx=Load()), attr='d', ctx=Store())], value=Name(id='e', ctx=Load()))], type_ignores=[])"},
        {"return *a",
         "Module(body=[Return(value=Starred(value=Name(id='a', ctx=Load()), ctx=Load()))], type_ignores=[])"},
        {"if True:\n    return",
         "Module(body=[If(test=Constant(value=True), body=[Return()], orelse=[])], type_ignores=[])"},
        {"__debug__ = 1",
         "Module(body=[Assign(targets=[Name(id='__debug__', ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
};

// Generated from CPython 3.11.7: the SyntaxError compile(src) raises.
static const struct error_case error_cases[] = {
    {"x = f\"{lambda: 1}\" if 0 else f\"{(lambda: 1)()}\"", MT_SYNERR_SYNTAX,
     "f-string: invalid syntax", 1, 8},
    {"match command.split():\n    case [action]:\n        pass\n    case [action, obj]:\n        pass\n    case Point(x=0, y=0):\n        print(\"Origin\")\n    case Point(x=0, y=y):\n        print(f\"Y={y}\")\n    case [Point(x=0, y=0)]:\n        pass\n    case [Point(x=0, y=0), *others]:\n        pass\n    case {\"x\": x, \"y\": y, **rest}:\n        pass\n    case (1, 2, *_):\n        pass\n    case [1 | 2 | 3 as n]:\n        pass\n    case x if x > 0:\n        pass\n    case str() | bytes():\n        pass\n    case {}:\n        pass\n    case []:\n        pass\n    case ():\n        pass\n    case (x,):\n        pass\n    case (x):\n        pass\n    case a.b.c:\n        pass\n    case -1.5:\n        pass\n    case 1 - 2j:\n        pass\n    case -1 + 2j:\n        pass\n    case b\"x\" \"y\":\n        pass\n    case {1: _, \"k\": [a, b], None: c, True: d, x.y: e}:\n        pass\n    case Cls(1, 2, a=3):\n        pass\n    case *rest,:\n        pass\n    case 1, 2:\n        pass\n    case 1, *x, 2 if x:\n        pass",
     MT_SYNERR_SYNTAX, "cannot mix bytes and nonbytes literals", 42, 18},
    {"x = 1abc", MT_SYNERR_SYNTAX, "invalid decimal literal", 1, 5},
    {"x = 0x", MT_SYNERR_SYNTAX, "invalid hexadecimal literal", 1, 6},
    {"x = 0x_1g", MT_SYNERR_SYNTAX, "invalid hexadecimal literal", 1, 8},
    {"x = 0o8", MT_SYNERR_SYNTAX, "invalid digit '8' in octal literal", 1, 7},
    {"x = 0b2", MT_SYNERR_SYNTAX, "invalid digit '2' in binary literal", 1, 7},
    {"x = 012", MT_SYNERR_SYNTAX,
     "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
     1, 5},
    {"x = 1__0", MT_SYNERR_SYNTAX, "invalid decimal literal", 1, 6},
    {"x = 1_", MT_SYNERR_SYNTAX, "invalid decimal literal", 1, 6},
    {"x = 1e", MT_SYNERR_SYNTAX, "invalid decimal literal", 1, 5},
    {"x = 1e+", MT_SYNERR_SYNTAX, "invalid decimal literal", 1, 7},
    {"x = \"abc", MT_SYNERR_SYNTAX, "unterminated string literal (detected at line 1)", 1, 5},
    {"x = \"\"\"abc\ny", MT_SYNERR_SYNTAX,
     "unterminated triple-quoted string literal (detected at line 2)", 1, 5},
    {"foo(", MT_SYNERR_SYNTAX, "'(' was never closed", 1, 4},
    {"foo(1,\n2", MT_SYNERR_SYNTAX, "'(' was never closed", 1, 4},
    {"foo)", MT_SYNERR_SYNTAX, "unmatched ')'", 1, 4},
    {"foo(]", MT_SYNERR_SYNTAX, "closing parenthesis ']' does not match opening parenthesis '('", 1,
     5},
    {"if x\n  pass", MT_SYNERR_SYNTAX, "expected ':'", 1, 5},
    {"if x:\npass", MT_SYNERR_INDENT, "expected an indented block after 'if' statement on line 1",
     2, 1},
    {" x = 1", MT_SYNERR_INDENT, "unexpected indent", 1, 1},
    {"if x:\n    a\n  b", MT_SYNERR_INDENT, "unindent does not match any outer indentation level",
     3, 4},
    {"if x:\n\ta\n        b", MT_SYNERR_TAB, "inconsistent use of tabs and spaces in indentation",
     3, 1},
    {"x = $", MT_SYNERR_SYNTAX, "invalid syntax", 1, 5},
    {"x = a \? b", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"x = \342\202\254", MT_SYNERR_SYNTAX, "invalid character '\342\202\254' (U+20AC)", 1, 5},
    {"x = a b", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"f() = 1", MT_SYNERR_SYNTAX,
     "cannot assign to function call here. Maybe you meant '==' instead of '='\?", 1, 1},
    {"1 = x", MT_SYNERR_SYNTAX,
     "cannot assign to literal here. Maybe you meant '==' instead of '='\?", 1, 1},
    {"(a, f()) = 1", MT_SYNERR_SYNTAX, "cannot assign to function call", 1, 5},
    {"for f() in x: pass", MT_SYNERR_SYNTAX, "cannot assign to function call", 1, 5},
    {"del f()", MT_SYNERR_SYNTAX, "cannot delete function call", 1, 5},
    {"f() += 1", MT_SYNERR_SYNTAX,
     "'function call' is an illegal expression for augmented assignment", 1, 1},
    {"x = f\"{a\"", MT_SYNERR_SYNTAX, "f-string: expecting '}'", 1, 10},
    {"x = f\"{a!x}\"", MT_SYNERR_SYNTAX,
     "f-string: invalid conversion character: expected 's', 'r', or 'a'", 1, 13},
    {"x = f\"{}\"", MT_SYNERR_SYNTAX, "f-string: empty expression not allowed", 1, 10},
    {"x = f\"{a#}\"", MT_SYNERR_SYNTAX, "f-string expression part cannot include '#'", 1, 12},
    {"x = f\"{'\\n'}\"", MT_SYNERR_SYNTAX, "f-string expression part cannot include a backslash", 1,
     14},
    {"x = f\"}\"", MT_SYNERR_SYNTAX, "f-string: single '}' is not allowed", 1, 9},
    {"x = f\"{a:{b:{c}}}\"", MT_SYNERR_SYNTAX, "f-string: expressions nested too deeply", 1, 19},
    {"x = 5 +", MT_SYNERR_SYNTAX, "invalid syntax", 1, 8},
    {"x = (1 +", MT_SYNERR_SYNTAX, "'(' was never closed", 1, 5},
    {"def f:", MT_SYNERR_SYNTAX, "expected '('", 1, 6},
    {"class A\n    pass", MT_SYNERR_SYNTAX, "expected ':'", 1, 8},
    {"a, b += 1", MT_SYNERR_SYNTAX, "'tuple' is an illegal expression for augmented assignment", 1,
     1},
    {"x = [1, 2 3]", MT_SYNERR_SYNTAX, "invalid syntax. Perhaps you forgot a comma\?", 1, 9},
    {"print \"hi\"", MT_SYNERR_SYNTAX,
     "Missing parentheses in call to 'print'. Did you mean print(...)\?", 1, 1},
    {"f(a for a in b, c)", MT_SYNERR_SYNTAX, "Generator expression must be parenthesized", 1, 3},
    {"f(**a, *b)", MT_SYNERR_SYNTAX, // at the **a, as CPython 3.11.2's compile()
     "iterable argument unpacking follows keyword argument unpacking", 1, 3},
    {"f(a=1, b)", MT_SYNERR_SYNTAX, "positional argument follows keyword argument", 1, 9},
    {"lambda x=1, y: 1", MT_SYNERR_SYNTAX, "non-default argument follows default argument", 1, 13},
    {"def f(x=1, y): pass", MT_SYNERR_SYNTAX, "non-default argument follows default argument", 1,
     12},
    {"x = 1 if 2", MT_SYNERR_SYNTAX, "expected 'else' after 'if' expression", 1, 5},
    {"a = yield = 1", MT_SYNERR_SYNTAX, "assignment to yield expression not possible", 1, 5},
    {"\"abc\" \"def", MT_SYNERR_SYNTAX, "unterminated string literal (detected at line 1)", 1, 7},
    {"x = '\\N{foo}'", MT_SYNERR_SYNTAX,
     "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-6: unknown Unicode character name",
     1, 14},
    {"x = b'\303\251'", MT_SYNERR_SYNTAX, "bytes can only contain ASCII literal characters", 1, 5},
    {"x = '\\xZ'", MT_SYNERR_SYNTAX,
     "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-1: truncated \\xXX escape",
     1, 10},
    {"else: pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 1},
    {"x = !a", MT_SYNERR_SYNTAX, "invalid syntax", 1, 5},
    {"import a.b as", MT_SYNERR_SYNTAX, "invalid syntax", 1, 14},
    {"from x import (a, b", MT_SYNERR_SYNTAX, "'(' was never closed", 1, 15},
    {"from x import a,", MT_SYNERR_SYNTAX,
     "trailing comma not allowed without surrounding parentheses", 1, 17},
    {"try:\n  pass", MT_SYNERR_SYNTAX, "expected 'except' or 'finally' block", 2, 7},
    {"try:\n  pass\nexcept* E:\n  pass\nexcept F:\n  pass", MT_SYNERR_SYNTAX,
     "cannot have both 'except' and 'except*' on the same 'try'", 5, 1},
    {"x = 1\n  y = 2", MT_SYNERR_INDENT, "unexpected indent", 2, 2},
    {"True = 1", MT_SYNERR_SYNTAX, "cannot assign to True", 1, 1},
    {"x.True = 1", MT_SYNERR_SYNTAX, "invalid syntax", 1, 3},
    {"x = {1: 2, 3}", MT_SYNERR_SYNTAX, "':' expected after dictionary key", 1, 12},
    {"x = 1 = 2", MT_SYNERR_SYNTAX, "cannot assign to literal", 1, 5},
    {"a + 1 = 2", MT_SYNERR_SYNTAX,
     "cannot assign to expression here. Maybe you meant '==' instead of '='\?", 1, 1},
    {"a if b else c = 1", MT_SYNERR_SYNTAX, "cannot assign to conditional expression", 1, 1},
    {"[x for x in y] = 1", MT_SYNERR_SYNTAX,
     "cannot assign to list comprehension here. Maybe you meant '==' instead of '='\?", 1, 1},
    {"x := 1", MT_SYNERR_SYNTAX, "invalid syntax", 1, 3},
    {"(x.y := 1)", MT_SYNERR_SYNTAX, "cannot use assignment expressions with attribute", 1, 2},
    {"f(a, b for b in c)", MT_SYNERR_SYNTAX, "Generator expression must be parenthesized", 1, 6},
    {"match x:\n    case 1 | 2: pass\n    case {**r, 'a': 1}: pass", MT_SYNERR_SYNTAX,
     "invalid syntax", 3, 16},
    {"x = 1 ; ; y", MT_SYNERR_SYNTAX, "invalid syntax", 1, 9},
    {"x = (1, 2\ny = 3", MT_SYNERR_SYNTAX, "'(' was never closed", 1, 5},
    {"def f(\n    a,\n    b\nx = 1", MT_SYNERR_SYNTAX, "'(' was never closed", 1, 6},
    {"x = [1, 2,\n     3, 4", MT_SYNERR_SYNTAX, "'[' was never closed", 1, 5},
    {"while True\n    pass", MT_SYNERR_SYNTAX, "expected ':'", 1, 11},
    {"for x in y\n    pass", MT_SYNERR_SYNTAX, "expected ':'", 1, 11},
    {"def f():\nreturn 1", MT_SYNERR_INDENT,
     "expected an indented block after function definition on line 1", 2, 1},
    {"class C:\npass", MT_SYNERR_INDENT,
     "expected an indented block after class definition on line 1", 2, 1},
    {"for x in y:\n# comment\nx", MT_SYNERR_INDENT,
     "expected an indented block after 'for' statement on line 1", 3, 1},
    {"x = ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((",
     MT_SYNERR_SYNTAX, "too many nested parentheses", 1, 205},
    {"x = 'abc' 'def'\ny = 'unterminated", MT_SYNERR_SYNTAX,
     "unterminated string literal (detected at line 2)", 2, 5},
    {"if x:\n    pass\n  else:\n    pass", MT_SYNERR_INDENT,
     "unindent does not match any outer indentation level", 3, 8},
    {"a = 1 +* 2", MT_SYNERR_SYNTAX, "invalid syntax", 1, 8},
    {"x = not", MT_SYNERR_SYNTAX, "invalid syntax", 1, 8},
    {"x = 10 if y else", MT_SYNERR_SYNTAX, "invalid syntax", 1, 17},
    {"def f(*): pass", MT_SYNERR_SYNTAX, "named arguments must follow bare *", 1, 7},
    {"x = a if b", MT_SYNERR_SYNTAX, "expected 'else' after 'if' expression", 1, 5},
    {"f(x=)", MT_SYNERR_SYNTAX, "invalid syntax", 1, 5},
    {"f(=1)", MT_SYNERR_SYNTAX, "invalid syntax", 1, 3},
    {"x = (a, b", MT_SYNERR_SYNTAX, "'(' was never closed", 1, 5},
    {"d = {1 2}", MT_SYNERR_SYNTAX, "invalid syntax. Perhaps you forgot a comma\?", 1, 6},
    {"x = [1,\n2\n3]", MT_SYNERR_SYNTAX, "invalid syntax. Perhaps you forgot a comma\?", 2, 1},
    {"x = 1 +\n2", MT_SYNERR_SYNTAX, "invalid syntax", 1, 8},
    {"print(f\"{1+}\")", MT_SYNERR_SYNTAX, "f-string: invalid syntax", 1, 4},
    {"x = f\"{x!}\"", MT_SYNERR_SYNTAX,
     "f-string: invalid conversion character: expected 's', 'r', or 'a'", 1, 12},
    {"x = f\"{x:{y}\"", MT_SYNERR_SYNTAX, "f-string: expecting '}'", 1, 14},
    {"x = f\"{!r}\"", MT_SYNERR_SYNTAX, "f-string: expression required before '!'", 1, 12},
    {"if x = 1: pass", MT_SYNERR_SYNTAX,
     "invalid syntax. Maybe you meant '==' or ':=' instead of '='\?", 1, 4},
    {"while x = 1: pass", MT_SYNERR_SYNTAX,
     "invalid syntax. Maybe you meant '==' or ':=' instead of '='\?", 1, 7},
    {"def f(a b): pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 9},
    {"f(a b)", MT_SYNERR_SYNTAX, "invalid syntax. Perhaps you forgot a comma\?", 1, 3},
    {"f(a, b c)", MT_SYNERR_SYNTAX, "invalid syntax. Perhaps you forgot a comma\?", 1, 6},
    {"x = a.", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"x = a.1", MT_SYNERR_SYNTAX, "invalid syntax", 1, 6},
    {"import", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"from x import", MT_SYNERR_SYNTAX, "invalid syntax", 1, 14},
    {"from import x", MT_SYNERR_SYNTAX, "invalid syntax", 1, 6},
    {"class", MT_SYNERR_SYNTAX, "invalid syntax", 1, 6},
    {"def", MT_SYNERR_SYNTAX, "invalid syntax", 1, 4},
    {"x = []]", MT_SYNERR_SYNTAX, "unmatched ']'", 1, 7},
    {"x = (]", MT_SYNERR_SYNTAX, "closing parenthesis ']' does not match opening parenthesis '('",
     1, 6},
    {")", MT_SYNERR_SYNTAX, "unmatched ')'", 1, 1},
    {"x = 5 5", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"x = 'a' 'b' 5", MT_SYNERR_SYNTAX, "invalid syntax", 1, 13},
    {"None = 1", MT_SYNERR_SYNTAX, "cannot assign to None", 1, 1},
    {"f(True=1)", MT_SYNERR_SYNTAX, "cannot assign to True", 1, 3},
    {"del x + 1", MT_SYNERR_SYNTAX, "cannot delete expression", 1, 5},
    {"del *a", MT_SYNERR_SYNTAX, "cannot delete starred", 1, 5},
    {"with a as f(): pass", MT_SYNERR_SYNTAX, "cannot assign to function call", 1, 11},
    {"[x for f() in y]", MT_SYNERR_SYNTAX, "cannot assign to function call", 1, 8},
    {"x = [x for x in]", MT_SYNERR_SYNTAX, "invalid syntax", 1, 16},
    {"x = {**}", MT_SYNERR_SYNTAX, "invalid syntax", 1, 8},
    {"x = 1 if else 2", MT_SYNERR_SYNTAX, "invalid syntax", 1, 10},
    {"if x:\n    pass\n  pass", MT_SYNERR_INDENT,
     "unindent does not match any outer indentation level", 3, 7},
    {"\tif x:\n\t\tpass", MT_SYNERR_INDENT, "unexpected indent", 1, 1},
    {"x = 'a' b'b'\n", MT_SYNERR_SYNTAX, "cannot mix bytes and nonbytes literals", 1, 13},
    {"def f():\nx", MT_SYNERR_INDENT,
     "expected an indented block after function definition on line 1", 2, 1},
    {"class C:\nx", MT_SYNERR_INDENT, "expected an indented block after class definition on line 1",
     2, 1},
    {"for x in y:\nz", MT_SYNERR_INDENT,
     "expected an indented block after 'for' statement on line 1", 2, 1},
    {"while x:\nz", MT_SYNERR_INDENT,
     "expected an indented block after 'while' statement on line 1", 2, 1},
    {"with x:\nz", MT_SYNERR_INDENT, "expected an indented block after 'with' statement on line 1",
     2, 1},
    {"try:\nx", MT_SYNERR_INDENT, "expected an indented block after 'try' statement on line 1", 2,
     1},
    {"try:\n    pass\nexcept:\nx", MT_SYNERR_INDENT,
     "expected an indented block after 'except' statement on line 3", 4, 1},
    {"try:\n    pass\nfinally:\nx", MT_SYNERR_INDENT,
     "expected an indented block after 'finally' statement on line 3", 4, 1},
    {"if x:\n    pass\nelse:\nx", MT_SYNERR_INDENT,
     "expected an indented block after 'else' statement on line 3", 4, 1},
    {"if x:\n    pass\nelif y:\nx", MT_SYNERR_INDENT,
     "expected an indented block after 'elif' statement on line 3", 4, 1},
    {"match x:\n    case 1:\n    pass", MT_SYNERR_INDENT,
     "expected an indented block after 'case' statement on line 2", 3, 5},
    {"match x:\ncase 1: pass", MT_SYNERR_INDENT,
     "expected an indented block after 'match' statement on line 1", 2, 1},
    {"async def f():\nx", MT_SYNERR_INDENT,
     "expected an indented block after function definition on line 1", 2, 1},
    {"def f():\n    pass\n  x", MT_SYNERR_INDENT,
     "unindent does not match any outer indentation level", 3, 4},
    {"x = 1\n    y", MT_SYNERR_INDENT, "unexpected indent", 2, 4},
    {"if x:\n    pass\nelse\n    pass", MT_SYNERR_SYNTAX, "expected ':'", 3, 5},
    {"for x in y", MT_SYNERR_SYNTAX, "expected ':'", 1, 11},
    {"while", MT_SYNERR_SYNTAX, "invalid syntax", 1, 6},
    {"def f(x):\n    return x +", MT_SYNERR_SYNTAX, "invalid syntax", 2, 15},
    {"x = [1, 2\ny = 3", MT_SYNERR_SYNTAX, "'[' was never closed", 1, 5},
    {"f(", MT_SYNERR_SYNTAX, "'(' was never closed", 1, 2},
    {"x = {", MT_SYNERR_SYNTAX, "'{' was never closed", 1, 5},
    {"x = '''", MT_SYNERR_SYNTAX, "unterminated triple-quoted string literal (detected at line 1)",
     1, 5},
    {"x = \"", MT_SYNERR_SYNTAX, "unterminated string literal (detected at line 1)", 1, 5},
    {"s = 'abc\\", MT_SYNERR_SYNTAX, "unterminated string literal (detected at line 1)", 1, 5},
    {"class A(:\n    pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 9},
    {"def f(a, *, **k): pass", MT_SYNERR_SYNTAX, "named arguments must follow bare *", 1, 10},
    {"def f(*a, *b): pass", MT_SYNERR_SYNTAX, "* argument may appear only once", 1, 11},
    {"def f(**a, b): pass", MT_SYNERR_SYNTAX, "arguments cannot follow var-keyword argument", 1,
     12},
    {"def f(a, /, /): pass", MT_SYNERR_SYNTAX, "/ may appear only once", 1, 13},
    {"def f(*, /): pass", MT_SYNERR_SYNTAX, "/ must be ahead of *", 1, 10},
    {"def f(/): pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"lambda x: yield", MT_SYNERR_SYNTAX, "invalid syntax", 1, 11},
    {"x = 1 +\ny = 2", MT_SYNERR_SYNTAX, "invalid syntax", 1, 8},
    {"a b c", MT_SYNERR_SYNTAX, "invalid syntax", 1, 3},
    {"1 2", MT_SYNERR_SYNTAX, "invalid syntax", 1, 3},
    {"x.1", MT_SYNERR_SYNTAX, "invalid syntax", 1, 2},
    {"import a as b.c", MT_SYNERR_SYNTAX, "invalid syntax", 1, 14},
    {"from .a import b as", MT_SYNERR_SYNTAX, "invalid syntax", 1, 20},
    {"f(*)", MT_SYNERR_SYNTAX, "invalid syntax", 1, 4},
    {"f(**)", MT_SYNERR_SYNTAX, "invalid syntax", 1, 5},
    {"f(a=1, **b, c)", MT_SYNERR_SYNTAX, "positional argument follows keyword argument unpacking",
     1, 14},
    {"x = yield from", MT_SYNERR_SYNTAX, "invalid syntax", 1, 15},
    {"[*]", MT_SYNERR_SYNTAX, "invalid syntax", 1, 3},
    {"{**a: b}", MT_SYNERR_SYNTAX, "invalid syntax", 1, 5},
    {"(*a)", MT_SYNERR_SYNTAX, "cannot use starred expression here", 1, 2},
    {"x = a if b else", MT_SYNERR_SYNTAX, "invalid syntax", 1, 16},
    {"x = lambda: ", MT_SYNERR_SYNTAX, "invalid syntax", 1, 13},
    {"def f() -> : pass", MT_SYNERR_SYNTAX, "expected ':'", 1, 9},
    {"@\ndef f(): pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 2},
    {"@x\ny = 1", MT_SYNERR_SYNTAX, "invalid syntax", 2, 1},
    {"global", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"assert", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"raise from x", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"del", MT_SYNERR_SYNTAX, "invalid syntax", 1, 4},
    {"del 1", MT_SYNERR_SYNTAX, "cannot delete literal", 1, 5},
    {"del f()", MT_SYNERR_SYNTAX, "cannot delete function call", 1, 5},
    {"del (a, 1)", MT_SYNERR_SYNTAX, "cannot delete literal", 1, 9},
    {"for in x: pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 5},
    {"for x in : pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 10},
    {"with : pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 6},
    {"with a as : pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 11},
    {"try: pass\nexcept E as : pass", MT_SYNERR_SYNTAX, "invalid syntax", 2, 13},
    {"try: pass\nexcept E, F: pass", MT_SYNERR_SYNTAX,
     "multiple exception types must be parenthesized", 2, 8},
    {"try: pass\nexcept* : pass", MT_SYNERR_SYNTAX, "expected one or more exception types", 2, 9},
    {"x = 1 if 2 else 3 if 4", MT_SYNERR_SYNTAX, "expected 'else' after 'if' expression", 1, 17},
    {"x = not", MT_SYNERR_SYNTAX, "invalid syntax", 1, 8},
    {"x = a and", MT_SYNERR_SYNTAX, "invalid syntax", 1, 10},
    {"x = a or or b", MT_SYNERR_SYNTAX, "invalid syntax", 1, 10},
    {"x = a == == b", MT_SYNERR_SYNTAX, "invalid syntax", 1, 10},
    {"x = a <> b", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"x = 1 +* 2", MT_SYNERR_SYNTAX, "invalid syntax", 1, 8},
    {"x = 'a' 'b", MT_SYNERR_SYNTAX, "unterminated string literal (detected at line 1)", 1, 9},
    {"f\"{a!r\"", MT_SYNERR_SYNTAX, "f-string: expecting '}'", 1, 8},
    {"f\"{a!}\"", MT_SYNERR_SYNTAX,
     "f-string: invalid conversion character: expected 's', 'r', or 'a'", 1, 8},
    {"f\"{a=!x}\"", MT_SYNERR_SYNTAX,
     "f-string: invalid conversion character: expected 's', 'r', or 'a'", 1, 10},
    {"f\"{a)}\"", MT_SYNERR_SYNTAX, "f-string: unmatched ')'", 1, 8},
    {"f\"{(a}\"", MT_SYNERR_SYNTAX,
     "f-string: closing parenthesis '}' does not match opening parenthesis '('", 1, 8},
    {"f\"{a]}\"", MT_SYNERR_SYNTAX, "f-string: unmatched ']'", 1, 8},
    {"f\"{{a}\"", MT_SYNERR_SYNTAX, "f-string: single '}' is not allowed", 1, 8},
    {"f\"{'a}\"", MT_SYNERR_SYNTAX, "f-string: unterminated string", 1, 8},
    {"f\"{a!r:{b}\"", MT_SYNERR_SYNTAX, "f-string: expecting '}'", 1, 12},
    {"f\"{f'{f\"{a}\"}'}\"", MT_SYNERR_SYNTAX, "f-string: unterminated string", 1, 9},
    {"u'a' b'b'", MT_SYNERR_SYNTAX, "cannot mix bytes and nonbytes literals", 1, 10},
    {"x = 5 if True else 6 = 1", MT_SYNERR_SYNTAX,
     "invalid syntax. Maybe you meant '==' or ':=' instead of '='\?", 1, 1},
    {"a.b += c.d = 1", MT_SYNERR_SYNTAX, "invalid syntax", 1, 12},
    {"(a, b) += 1", MT_SYNERR_SYNTAX, "'tuple' is an illegal expression for augmented assignment",
     1, 1},
    {"[a] += 1", MT_SYNERR_SYNTAX, "'list' is an illegal expression for augmented assignment", 1,
     1},
    {"f() = 1 = 2", MT_SYNERR_SYNTAX, "cannot assign to function call", 1, 1},
    {"x = a = f() = 3", MT_SYNERR_SYNTAX, "cannot assign to function call", 1, 9},
    {"(yield) = 1", MT_SYNERR_SYNTAX,
     "cannot assign to yield expression here. Maybe you meant '==' instead of '='\?", 1, 2},
    {"x = [1 for x in y] = 2", MT_SYNERR_SYNTAX, "cannot assign to list comprehension", 1, 5},
    {"(a for a in b) = 1", MT_SYNERR_SYNTAX, "cannot assign to generator expression", 1, 1},
    {"{a: b} = 1", MT_SYNERR_SYNTAX,
     "cannot assign to dict literal here. Maybe you meant '==' instead of '='\?", 1, 1},
    {"{a} = 1", MT_SYNERR_SYNTAX,
     "cannot assign to set display here. Maybe you meant '==' instead of '='\?", 1, 1},
    {"f'{a}' = 1", MT_SYNERR_SYNTAX,
     "cannot assign to f-string expression here. Maybe you meant '==' instead of '='\?", 1, 1},
    {"None += 1", MT_SYNERR_SYNTAX, "'None' is an illegal expression for augmented assignment", 1,
     1},
    {"x: int, y: int = 1, 2", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"[x]: int", MT_SYNERR_SYNTAX, "only single target (not list) can be annotated", 1, 1},
    {"a + b: int", MT_SYNERR_SYNTAX, "illegal target for annotation", 1, 1},
    {"class C(x for x in y): pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 11},
    {"class C(a=1, b): pass", MT_SYNERR_SYNTAX, "positional argument follows keyword argument", 1,
     15},
    {"def f():\n    x = yield = 1", MT_SYNERR_SYNTAX, "assignment to yield expression not possible",
     2, 9},
    {"while 1:\n    continue = 1", MT_SYNERR_SYNTAX, "invalid syntax", 2, 14},
    {"True: int = 1", MT_SYNERR_SYNTAX, "illegal target for annotation", 1, 1},
    {"def f(None): pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"lambda None: 1", MT_SYNERR_SYNTAX, "invalid syntax", 1, 8},
    {"f(None=1)", MT_SYNERR_SYNTAX, "cannot assign to None", 1, 3},
    {"x = 0777", MT_SYNERR_SYNTAX,
     "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
     1, 5},
    {"x = 0_7", MT_SYNERR_SYNTAX,
     "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
     1, 5},
    {"x = 1.e", MT_SYNERR_SYNTAX, "invalid decimal literal", 1, 6},
    {"x = 1e_1", MT_SYNERR_SYNTAX, "invalid decimal literal", 1, 5},
    {"x = 1.2.3", MT_SYNERR_SYNTAX, "invalid syntax", 1, 8},
    {"x = 0b", MT_SYNERR_SYNTAX, "invalid binary literal", 1, 6},
    {"x = 0o", MT_SYNERR_SYNTAX, "invalid octal literal", 1, 6},
    {"x = 0xg", MT_SYNERR_SYNTAX, "invalid hexadecimal literal", 1, 6},
    {"x = 1_000_", MT_SYNERR_SYNTAX, "invalid decimal literal", 1, 10},
    {"x = 5j5", MT_SYNERR_SYNTAX, "invalid imaginary literal", 1, 6},
    {"x = 0b1_", MT_SYNERR_SYNTAX, "invalid binary literal", 1, 8},
    {"x = 1__000\n", MT_SYNERR_SYNTAX, "invalid decimal literal", 1, 6},
    {"x = 5 6", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"x = a b c", MT_SYNERR_SYNTAX, "invalid syntax", 1, 7},
    {"x = 1 +", MT_SYNERR_SYNTAX, "invalid syntax", 1, 8},
    {"x = f(", MT_SYNERR_SYNTAX, "'(' was never closed", 1, 6},
    {"x = 5 if 1 else 2 3", MT_SYNERR_SYNTAX, "invalid syntax", 1, 19},
    {"x = a.b c", MT_SYNERR_SYNTAX, "invalid syntax", 1, 9},
    {"x = a, b c", MT_SYNERR_SYNTAX, "invalid syntax", 1, 10},
    {"x = 5 if True else 6 = 1", MT_SYNERR_SYNTAX,
     "invalid syntax. Maybe you meant '==' or ':=' instead of '='\?", 1, 1},
    {"x = y = 5 if 1 else 2 = 3", MT_SYNERR_SYNTAX, "cannot assign to conditional expression", 1,
     9},
    {"x.a = 5 if True else 6 = 1", MT_SYNERR_SYNTAX,
     "cannot assign to attribute here. Maybe you meant '==' instead of '='\?", 1, 1},
    {"x = not a = 1", MT_SYNERR_SYNTAX, "cannot assign to expression", 1, 5},
    {"if x y:\n  pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 6},
    {"for x in y z:\n  pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 12},
    {"while x y:\n  pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 9},
    {"with x y:\n  pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 8},
    {"try pass", MT_SYNERR_SYNTAX, "expected ':'", 1, 5},
    {"class A(B) C:\n  pass", MT_SYNERR_SYNTAX, "invalid syntax", 1, 12},
    {"def f() x:\n  pass", MT_SYNERR_SYNTAX, "expected ':'", 1, 9},
    {"lambda x y: 1", MT_SYNERR_SYNTAX, "invalid syntax", 1, 10},
    {"if x:\n  pass\nelse y:\n  pass", MT_SYNERR_SYNTAX, "expected ':'", 3, 6},
    {"if x:\n  pass\nelif y z:\n  pass", MT_SYNERR_SYNTAX, "invalid syntax", 3, 8},
    {"try:\n  pass\nexcept E F:\n  pass", MT_SYNERR_SYNTAX, "invalid syntax", 3, 10},
    {"try:\n  pass\nfinally x:\n  pass", MT_SYNERR_SYNTAX, "expected ':'", 3, 9},
    {"match x:\n  case 1 2:\n    pass", MT_SYNERR_SYNTAX, "invalid syntax", 2, 10},
    {"x := 1", MT_SYNERR_SYNTAX, "invalid syntax", 1, 3},
    {"(a = 1)", MT_SYNERR_SYNTAX, "invalid syntax. Maybe you meant '==' or ':=' instead of '='\?",
     1, 2},
    {"[a = 1]", MT_SYNERR_SYNTAX, "invalid syntax. Maybe you meant '==' or ':=' instead of '='\?",
     1, 2},
    {"f(a b = 1)", MT_SYNERR_SYNTAX, "invalid syntax. Perhaps you forgot a comma\?", 1, 3},
};

// Generated from CPython 3.11.7: ast.dump(ast.parse(src), include_attributes=True).
// Left out: f-strings with replacement fields inside a format spec, whose
// positions CPython 3.11 computes inconsistently.
static const struct
    dump_case
        attr_cases
            [] =
                {
                    {"x = f\"{{literal}} {x} }}\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[Constant(value='{literal} ', lineno=1, col_offset=4, end_lineno=1, end_col_offset=25), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=19, end_lineno=1, end_col_offset=20), conversion=-1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=25), Constant(value=' }', lineno=1, col_offset=4, end_lineno=1, end_col_offset=25)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=25), lineno=1, col_offset=0, end_lineno=1, end_col_offset=25)], type_ignores=[])"},
                    {"x = f\"{x:}\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), conversion=-1, format_spec=JoinedStr(values=[], lineno=1, col_offset=4, end_lineno=1, end_col_offset=11), lineno=1, col_offset=4, end_lineno=1, end_col_offset=11)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=11), lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)], type_ignores=[])"},
                    {"x = f\"\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[], lineno=1, col_offset=4, end_lineno=1, end_col_offset=7), lineno=1, col_offset=0, end_lineno=1, end_col_offset=7)], type_ignores=[])"},
                    {"x = f\"abc\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[Constant(value='abc', lineno=1, col_offset=4, end_lineno=1, end_col_offset=10)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=10), lineno=1, col_offset=0, end_lineno=1, end_col_offset=10)], type_ignores=[])"},
                    {"x = \"a\" f\"b\" \"c\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[Constant(value='abc', lineno=1, col_offset=4, end_lineno=1, end_col_offset=16)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=16), lineno=1, col_offset=0, end_lineno=1, end_col_offset=16)], type_ignores=[])"},
                    {"x = f\"{x}\" \"y\" f\"{z}\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), conversion=-1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=21), Constant(value='y', lineno=1, col_offset=4, end_lineno=1, end_col_offset=21), FormattedValue(value=Name(id='z', ctx=Load(), lineno=1, col_offset=18, end_lineno=1, end_col_offset=19), conversion=-1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=21)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=21), lineno=1, col_offset=0, end_lineno=1, end_col_offset=21)], type_ignores=[])"},
                    {"x = rf\"\\n{x}\\t\" + fr'{y}\\d' + Rb\"\\x\" + BR\"\\y\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BinOp(left=BinOp(left=BinOp(left=JoinedStr(values=[Constant(value='\\\\n', lineno=1, col_offset=4, end_lineno=1, end_col_offset=15), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), conversion=-1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=15), Constant(value='\\\\t', lineno=1, col_offset=4, end_lineno=1, end_col_offset=15)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=15), op=Add(), right=JoinedStr(values=[FormattedValue(value=Name(id='y', ctx=Load(), lineno=1, col_offset=22, end_lineno=1, end_col_offset=23), conversion=-1, lineno=1, col_offset=18, end_lineno=1, end_col_offset=27), Constant(value='\\\\d', lineno=1, col_offset=18, end_lineno=1, end_col_offset=27)], lineno=1, col_offset=18, end_lineno=1, end_col_offset=27), lineno=1, col_offset=4, end_lineno=1, end_col_offset=27), op=Add(), right=Constant(value=b'\\\\x', lineno=1, col_offset=30, end_lineno=1, end_col_offset=36), lineno=1, col_offset=4, end_lineno=1, end_col_offset=36), op=Add(), right=Constant(value=b'\\\\y', lineno=1, col_offset=39, end_lineno=1, end_col_offset=45), lineno=1, col_offset=4, end_lineno=1, end_col_offset=45), lineno=1, col_offset=0, end_lineno=1, end_col_offset=45)], type_ignores=[])"},
                    {"x = f\"{3.14:.2f}\" + f\"{x:#x}\" + f\"{'nested' + f'{y}'}\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BinOp(left=BinOp(left=JoinedStr(values=[FormattedValue(value=Constant(value=3.14, lineno=1, col_offset=7, end_lineno=1, end_col_offset=11), conversion=-1, format_spec=JoinedStr(values=[Constant(value='.2f', lineno=1, col_offset=4, end_lineno=1, end_col_offset=17)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=17), lineno=1, col_offset=4, end_lineno=1, end_col_offset=17)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=17), op=Add(), right=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=23, end_lineno=1, end_col_offset=24), conversion=-1, format_spec=JoinedStr(values=[Constant(value='#x', lineno=1, col_offset=20, end_lineno=1, end_col_offset=29)], lineno=1, col_offset=20, end_lineno=1, end_col_offset=29), lineno=1, col_offset=20, end_lineno=1, end_col_offset=29)], lineno=1, col_offset=20, end_lineno=1, end_col_offset=29), lineno=1, col_offset=4, end_lineno=1, end_col_offset=29), op=Add(), right=JoinedStr(values=[FormattedValue(value=BinOp(left=Constant(value='nested', lineno=1, col_offset=35, end_lineno=1, end_col_offset=43), op=Add(), right=JoinedStr(values=[FormattedValue(value=Name(id='y', ctx=Load(), lineno=1, col_offset=49, end_lineno=1, end_col_offset=50), conversion=-1, lineno=1, col_offset=46, end_lineno=1, end_col_offset=52)], lineno=1, col_offset=46, end_lineno=1, end_col_offset=52), lineno=1, col_offset=35, end_lineno=1, end_col_offset=52), conversion=-1, lineno=1, col_offset=32, end_lineno=1, end_col_offset=54)], lineno=1, col_offset=32, end_lineno=1, end_col_offset=54), lineno=1, col_offset=4, end_lineno=1, end_col_offset=54), lineno=1, col_offset=0, end_lineno=1, end_col_offset=54)], type_ignores=[])"},
                    {"x = f'''{\na\n+ b\n}'''",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[FormattedValue(value=BinOp(left=Name(id='a', ctx=Load(), lineno=2, col_offset=0, end_lineno=2, end_col_offset=1), op=Add(), right=Name(id='b', ctx=Load(), lineno=3, col_offset=2, end_lineno=3, end_col_offset=3), lineno=2, col_offset=0, end_lineno=3, end_col_offset=3), conversion=-1, lineno=1, col_offset=4, end_lineno=4, end_col_offset=4)], lineno=1, col_offset=4, end_lineno=4, end_col_offset=4), lineno=1, col_offset=0, end_lineno=4, end_col_offset=4)], type_ignores=[])"},
                    {"x = f\"{x = }\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[Constant(value='x = ', lineno=1, col_offset=4, end_lineno=1, end_col_offset=13), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), conversion=114, lineno=1, col_offset=4, end_lineno=1, end_col_offset=13)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=13), lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)], type_ignores=[])"},
                    {"x = f\"{x=!r:^20}\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[Constant(value='x=', lineno=1, col_offset=4, end_lineno=1, end_col_offset=17), FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), conversion=114, format_spec=JoinedStr(values=[Constant(value='^20', lineno=1, col_offset=4, end_lineno=1, end_col_offset=17)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=17), lineno=1, col_offset=4, end_lineno=1, end_col_offset=17)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=17), lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)], type_ignores=[])"},
                    {"x = f\"{a}{b}{c}\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), conversion=-1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=16), FormattedValue(value=Name(id='b', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), conversion=-1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=16), FormattedValue(value=Name(id='c', ctx=Load(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), conversion=-1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=16)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=16), lineno=1, col_offset=0, end_lineno=1, end_col_offset=16)], type_ignores=[])"},
                    {"x = f\"{a:%Y-%m-%d}\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), conversion=-1, format_spec=JoinedStr(values=[Constant(value='%Y-%m-%d', lineno=1, col_offset=4, end_lineno=1, end_col_offset=19)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=19), lineno=1, col_offset=4, end_lineno=1, end_col_offset=19)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=19), lineno=1, col_offset=0, end_lineno=1, end_col_offset=19)], type_ignores=[])"},
                    {"x = f\"{1 if x else 2}\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[FormattedValue(value=IfExp(test=Name(id='x', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), body=Constant(value=1, lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), orelse=Constant(value=2, lineno=1, col_offset=19, end_lineno=1, end_col_offset=20), lineno=1, col_offset=7, end_lineno=1, end_col_offset=20), conversion=-1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=22)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=22), lineno=1, col_offset=0, end_lineno=1, end_col_offset=22)], type_ignores=[])"},
                    {"x = f\"{ x }\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), conversion=-1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=12)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=12), lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)], type_ignores=[])"},
                    {"x = f\"{x,y}\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[FormattedValue(value=Tuple(elts=[Name(id='x', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), Name(id='y', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)], ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=11), conversion=-1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=12)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=12), lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)], type_ignores=[])"},
                    {"x = f\"{*a,}\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[FormattedValue(value=Tuple(elts=[Starred(value=Name(id='a', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=9)], ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=11), conversion=-1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=12)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=12), lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)], type_ignores=[])"},
                    {"x = f\"{yield}\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=JoinedStr(values=[FormattedValue(value=Yield(lineno=1, col_offset=7, end_lineno=1, end_col_offset=12), conversion=-1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=14)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=14), lineno=1, col_offset=0, end_lineno=1, end_col_offset=14)], type_ignores=[])"},
                    {"x = '\\a\\b\\f\\n\\r\\t\\v\\0\\x41\\101\\u0041\\U00000041\\N{BULLET}\\q'",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Constant(value='\\x07\\x08\\x0c\\n\\r\\t\\x0b\\x00AAAA\342\200\242\\\\q', lineno=1, col_offset=4, end_lineno=1, end_col_offset=58), lineno=1, col_offset=0, end_lineno=1, end_col_offset=58)], type_ignores=[])"},
                    {"x = b'\\a\\b\\f\\n\\r\\t\\v\\0\\x41\\101\\u0041\\q'",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Constant(value=b'\\x07\\x08\\x0c\\n\\r\\t\\x0b\\x00AA\\\\u0041\\\\q', lineno=1, col_offset=4, end_lineno=1, end_col_offset=39), lineno=1, col_offset=0, end_lineno=1, end_col_offset=39)], type_ignores=[])"},
                    {"x = 'it''s' \"a \\\"q\\\"\" '\\''",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Constant(value='itsa \"q\"\\'', lineno=1, col_offset=4, end_lineno=1, end_col_offset=26), lineno=1, col_offset=0, end_lineno=1, end_col_offset=26)], type_ignores=[])"},
                    {"x = \"\"\"a ' \" '' \"\" b\"\"\"",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Constant(value='a \\' \" \\'\\' \"\" b', lineno=1, col_offset=4, end_lineno=1, end_col_offset=23), lineno=1, col_offset=0, end_lineno=1, end_col_offset=23)], type_ignores=[])"},
                    {"x = '''\\\nline'''",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Constant(value='line', lineno=1, col_offset=4, end_lineno=2, end_col_offset=7), lineno=1, col_offset=0, end_lineno=2, end_col_offset=7)], type_ignores=[])"},
                    {"x = '\303\251' + '\346\227\245\346\234\254' + '\\u00e9' + '\360\237\230\200'",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BinOp(left=BinOp(left=BinOp(left=Constant(value='\303\251', lineno=1, col_offset=4, end_lineno=1, end_col_offset=8), op=Add(), right=Constant(value='\346\227\245\346\234\254', lineno=1, col_offset=11, end_lineno=1, end_col_offset=19), lineno=1, col_offset=4, end_lineno=1, end_col_offset=19), op=Add(), right=Constant(value='\303\251', lineno=1, col_offset=22, end_lineno=1, end_col_offset=30), lineno=1, col_offset=4, end_lineno=1, end_col_offset=30), op=Add(), right=Constant(value='\360\237\230\200', lineno=1, col_offset=33, end_lineno=1, end_col_offset=39), lineno=1, col_offset=4, end_lineno=1, end_col_offset=39), lineno=1, col_offset=0, end_lineno=1, end_col_offset=39)], type_ignores=[])"},
                    {"x = 0 + 00 + 0_0 + 0x0 + 0o0 + 0b0 + 0.0 + 0e0 + 0j + 00j + 09.5 + 09j",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value=0, lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), op=Add(), right=Constant(value=0, lineno=1, col_offset=8, end_lineno=1, end_col_offset=10), lineno=1, col_offset=4, end_lineno=1, end_col_offset=10), op=Add(), right=Constant(value=0, lineno=1, col_offset=13, end_lineno=1, end_col_offset=16), lineno=1, col_offset=4, end_lineno=1, end_col_offset=16), op=Add(), right=Constant(value=0, lineno=1, col_offset=19, end_lineno=1, end_col_offset=22), lineno=1, col_offset=4, end_lineno=1, end_col_offset=22), op=Add(), right=Constant(value=0, lineno=1, col_offset=25, end_lineno=1, end_col_offset=28), lineno=1, col_offset=4, end_lineno=1, end_col_offset=28), op=Add(), right=Constant(value=0, lineno=1, col_offset=31, end_lineno=1, end_col_offset=34), lineno=1, col_offset=4, end_lineno=1, end_col_offset=34), op=Add(), right=Constant(value=0.0, lineno=1, col_offset=37, end_lineno=1, end_col_offset=40), lineno=1, col_offset=4, end_lineno=1, end_col_offset=40), op=Add(), right=Constant(value=0.0, lineno=1, col_offset=43, end_lineno=1, end_col_offset=46), lineno=1, col_offset=4, end_lineno=1, end_col_offset=46), op=Add(), right=Constant(value=0j, lineno=1, col_offset=49, end_lineno=1, end_col_offset=51), lineno=1, col_offset=4, end_lineno=1, end_col_offset=51), op=Add(), right=Constant(value=0j, lineno=1, col_offset=54, end_lineno=1, end_col_offset=57), lineno=1, col_offset=4, end_lineno=1, end_col_offset=57), op=Add(), right=Constant(value=9.5, lineno=1, col_offset=60, end_lineno=1, end_col_offset=64), lineno=1, col_offset=4, end_lineno=1, end_col_offset=64), op=Add(), right=Constant(value=9j, lineno=1, col_offset=67, end_lineno=1, end_col_offset=70), lineno=1, col_offset=4, end_lineno=1, end_col_offset=70), lineno=1, col_offset=0, end_lineno=1, end_col_offset=70)], type_ignores=[])"},
                    {"x = 1e308 * 10 + 1e-320 + 1.7976931348623157e308 + 0.1 + 1/3 + 123456789.123456789 + 1e16 + 1e15 + 1.5e-5 + 0.0001",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value=1e+308, lineno=1, col_offset=4, end_lineno=1, end_col_offset=9), op=Mult(), right=Constant(value=10, lineno=1, col_offset=12, end_lineno=1, end_col_offset=14), lineno=1, col_offset=4, end_lineno=1, end_col_offset=14), op=Add(), right=Constant(value=1e-320, lineno=1, col_offset=17, end_lineno=1, end_col_offset=23), lineno=1, col_offset=4, end_lineno=1, end_col_offset=23), op=Add(), right=Constant(value=1.7976931348623157e+308, lineno=1, col_offset=26, end_lineno=1, end_col_offset=48), lineno=1, col_offset=4, end_lineno=1, end_col_offset=48), op=Add(), right=Constant(value=0.1, lineno=1, col_offset=51, end_lineno=1, end_col_offset=54), lineno=1, col_offset=4, end_lineno=1, end_col_offset=54), op=Add(), right=BinOp(left=Constant(value=1, lineno=1, col_offset=57, end_lineno=1, end_col_offset=58), op=Div(), right=Constant(value=3, lineno=1, col_offset=59, end_lineno=1, end_col_offset=60), lineno=1, col_offset=57, end_lineno=1, end_col_offset=60), lineno=1, col_offset=4, end_lineno=1, end_col_offset=60), op=Add(), right=Constant(value=123456789.12345679, lineno=1, col_offset=63, end_lineno=1, end_col_offset=82), lineno=1, col_offset=4, end_lineno=1, end_col_offset=82), op=Add(), right=Constant(value=1e+16, lineno=1, col_offset=85, end_lineno=1, end_col_offset=89), lineno=1, col_offset=4, end_lineno=1, end_col_offset=89), op=Add(), right=Constant(value=1000000000000000.0, lineno=1, col_offset=92, end_lineno=1, end_col_offset=96), lineno=1, col_offset=4, end_lineno=1, end_col_offset=96), op=Add(), right=Constant(value=1.5e-05, lineno=1, col_offset=99, end_lineno=1, end_col_offset=105), lineno=1, col_offset=4, end_lineno=1, end_col_offset=105), op=Add(), right=Constant(value=0.0001, lineno=1, col_offset=108, end_lineno=1, end_col_offset=114), lineno=1, col_offset=4, end_lineno=1, end_col_offset=114), lineno=1, col_offset=0, end_lineno=1, end_col_offset=114)], type_ignores=[])"},
                    {"x = 1_0.0_1j + 1E5J + .5j", "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BinOp(left=BinOp(left=Constant(value=10.01j, lineno=1, col_offset=4, end_lineno=1, end_col_offset=12), op=Add(), right=Constant(value=100000j, lineno=1, col_offset=15, end_lineno=1, end_col_offset=19), lineno=1, col_offset=4, end_lineno=1, end_col_offset=19), op=Add(), right=Constant(value=0.5j, lineno=1, col_offset=22, end_lineno=1, end_col_offset=25), lineno=1, col_offset=4, end_lineno=1, end_col_offset=25), lineno=1, col_offset=0, end_lineno=1, end_col_offset=25)], type_ignores=[])"},
                    {"x = (\n    1,\n    2,\n)",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Tuple(elts=[Constant(value=1, lineno=2, col_offset=4, end_lineno=2, end_col_offset=5), Constant(value=2, lineno=3, col_offset=4, end_lineno=3, end_col_offset=5)], ctx=Load(), lineno=1, col_offset=4, end_lineno=4, end_col_offset=1), lineno=1, col_offset=0, end_lineno=4, end_col_offset=1)], type_ignores=[])"},
                    {"def f(a, b: int = 1, *args: str, c, d: float = 2.0, **kw: dict) -> None:\n    \"\"\"doc\"\"\"\n    pass",
                     "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[arg(arg='a', lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), arg(arg='b', annotation=Name(id='int', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=15), lineno=1, col_offset=9, end_lineno=1, end_col_offset=15)], vararg=arg(arg='args', annotation=Name(id='str', ctx=Load(), lineno=1, col_offset=28, end_lineno=1, end_col_offset=31), lineno=1, col_offset=22, end_lineno=1, end_col_offset=31), kwonlyargs=[arg(arg='c', lineno=1, col_offset=33, end_lineno=1, end_col_offset=34), arg(arg='d', annotation=Name(id='float', ctx=Load(), lineno=1, col_offset=39, end_lineno=1, end_col_offset=44), lineno=1, col_offset=36, end_lineno=1, end_col_offset=44)], kw_defaults=[None, Constant(value=2.0, lineno=1, col_offset=47, end_lineno=1, end_col_offset=50)], kwarg=arg(arg='kw', annotation=Name(id='dict', ctx=Load(), lineno=1, col_offset=58, end_lineno=1, end_col_offset=62), lineno=1, col_offset=54, end_lineno=1, end_col_offset=62), defaults=[Constant(value=1, lineno=1, col_offset=18, end_lineno=1, end_col_offset=19)]), body=[Expr(value=Constant(value='doc', lineno=2, col_offset=4, end_lineno=2, end_col_offset=13), lineno=2, col_offset=4, end_lineno=2, end_col_offset=13), Pass(lineno=3, col_offset=4, end_lineno=3, end_col_offset=8)], decorator_list=[], returns=Constant(value=None, lineno=1, col_offset=67, end_lineno=1, end_col_offset=71), lineno=1, col_offset=0, end_lineno=3, end_col_offset=8)], type_ignores=[])"},
                    {"def f(a, b, /, c, d=1, *, e, f=2): pass",
                     "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a', lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), arg(arg='b', lineno=1, col_offset=9, end_lineno=1, end_col_offset=10)], args=[arg(arg='c', lineno=1, col_offset=15, end_lineno=1, end_col_offset=16), arg(arg='d', lineno=1, col_offset=18, end_lineno=1, end_col_offset=19)], kwonlyargs=[arg(arg='e', lineno=1, col_offset=26, end_lineno=1, end_col_offset=27), arg(arg='f', lineno=1, col_offset=29, end_lineno=1, end_col_offset=30)], kw_defaults=[None, Constant(value=2, lineno=1, col_offset=31, end_lineno=1, end_col_offset=32)], defaults=[Constant(value=1, lineno=1, col_offset=20, end_lineno=1, end_col_offset=21)]), body=[Pass(lineno=1, col_offset=35, end_lineno=1, end_col_offset=39)], decorator_list=[], lineno=1, col_offset=0, end_lineno=1, end_col_offset=39)], type_ignores=[])"},
                    {"def f(a=1, /, b=2): pass",
                     "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a', lineno=1, col_offset=6, end_lineno=1, end_col_offset=7)], args=[arg(arg='b', lineno=1, col_offset=14, end_lineno=1, end_col_offset=15)], kwonlyargs=[], kw_defaults=[], defaults=[Constant(value=1, lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), Constant(value=2, lineno=1, col_offset=16, end_lineno=1, end_col_offset=17)]), body=[Pass(lineno=1, col_offset=20, end_lineno=1, end_col_offset=24)], decorator_list=[], lineno=1, col_offset=0, end_lineno=1, end_col_offset=24)], type_ignores=[])"},
                    {"def f(*, a=1, b): pass",
                     "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[arg(arg='a', lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), arg(arg='b', lineno=1, col_offset=14, end_lineno=1, end_col_offset=15)], kw_defaults=[Constant(value=1, lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), None], defaults=[]), body=[Pass(lineno=1, col_offset=18, end_lineno=1, end_col_offset=22)], decorator_list=[], lineno=1, col_offset=0, end_lineno=1, end_col_offset=22)], type_ignores=[])"},
                    {"def f(**kw,): pass",
                     "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], kwarg=arg(arg='kw', lineno=1, col_offset=8, end_lineno=1, end_col_offset=10), defaults=[]), body=[Pass(lineno=1, col_offset=14, end_lineno=1, end_col_offset=18)], decorator_list=[], lineno=1, col_offset=0, end_lineno=1, end_col_offset=18)], type_ignores=[])"},
                    {"def f(a,): pass",
                     "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[arg(arg='a', lineno=1, col_offset=6, end_lineno=1, end_col_offset=7)], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass(lineno=1, col_offset=11, end_lineno=1, end_col_offset=15)], decorator_list=[], lineno=1, col_offset=0, end_lineno=1, end_col_offset=15)], type_ignores=[])"},
                    {"lambda *a, **k: 0",
                     "Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[], args=[], vararg=arg(arg='a', lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), kwonlyargs=[], kw_defaults=[], kwarg=arg(arg='k', lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), defaults=[]), body=Constant(value=0, lineno=1, col_offset=16, end_lineno=1, end_col_offset=17), lineno=1, col_offset=0, end_lineno=1, end_col_offset=17), lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)], type_ignores=[])"},
                    {"lambda a, /, b: 0",
                     "Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[arg(arg='a', lineno=1, col_offset=7, end_lineno=1, end_col_offset=8)], args=[arg(arg='b', lineno=1, col_offset=13, end_lineno=1, end_col_offset=14)], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Constant(value=0, lineno=1, col_offset=16, end_lineno=1, end_col_offset=17), lineno=1, col_offset=0, end_lineno=1, end_col_offset=17), lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)], type_ignores=[])"},
                    {"lambda *, a: a",
                     "Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[arg(arg='a', lineno=1, col_offset=10, end_lineno=1, end_col_offset=11)], kw_defaults=[None], defaults=[]), body=Name(id='a', ctx=Load(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), lineno=1, col_offset=0, end_lineno=1, end_col_offset=14), lineno=1, col_offset=0, end_lineno=1, end_col_offset=14)], type_ignores=[])"},
                    {"class C(Base, metaclass=Meta, **kw): pass",
                     "Module(body=[ClassDef(name='C', bases=[Name(id='Base', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=12)], keywords=[keyword(arg='metaclass', value=Name(id='Meta', ctx=Load(), lineno=1, col_offset=24, end_lineno=1, end_col_offset=28), lineno=1, col_offset=14, end_lineno=1, end_col_offset=28), keyword(value=Name(id='kw', ctx=Load(), lineno=1, col_offset=32, end_lineno=1, end_col_offset=34), lineno=1, col_offset=30, end_lineno=1, end_col_offset=34)], body=[Pass(lineno=1, col_offset=37, end_lineno=1, end_col_offset=41)], decorator_list=[], lineno=1, col_offset=0, end_lineno=1, end_col_offset=41)], type_ignores=[])"},
                    {"class C(): pass",
                     "Module(body=[ClassDef(name='C', bases=[], keywords=[], body=[Pass(lineno=1, col_offset=11, end_lineno=1, end_col_offset=15)], decorator_list=[], lineno=1, col_offset=0, end_lineno=1, end_col_offset=15)], type_ignores=[])"},
                    {"@a.b.c\n@d(e, f=g)\n@h[i]\n@(lambda f: f)\ndef f(): pass",
                     "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass(lineno=5, col_offset=9, end_lineno=5, end_col_offset=13)], decorator_list=[Attribute(value=Attribute(value=Name(id='a', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), attr='b', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=4), attr='c', ctx=Load(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=6), Call(func=Name(id='d', ctx=Load(), lineno=2, col_offset=1, end_lineno=2, end_col_offset=2), args=[Name(id='e', ctx=Load(), lineno=2, col_offset=3, end_lineno=2, end_col_offset=4)], keywords=[keyword(arg='f', value=Name(id='g', ctx=Load(), lineno=2, col_offset=8, end_lineno=2, end_col_offset=9), lineno=2, col_offset=6, end_lineno=2, end_col_offset=9)], lineno=2, col_offset=1, end_lineno=2, end_col_offset=10), Subscript(value=Name(id='h', ctx=Load(), lineno=3, col_offset=1, end_lineno=3, end_col_offset=2), slice=Name(id='i', ctx=Load(), lineno=3, col_offset=3, end_lineno=3, end_col_offset=4), ctx=Load(), lineno=3, col_offset=1, end_lineno=3, end_col_offset=5), Lambda(args=arguments(posonlyargs=[], args=[arg(arg='f', lineno=4, col_offset=9, end_lineno=4, end_col_offset=10)], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Name(id='f', ctx=Load(), lineno=4, col_offset=12, end_lineno=4, end_col_offset=13), lineno=4, col_offset=2, end_lineno=4, end_col_offset=13)], lineno=5, col_offset=0, end_lineno=5, end_col_offset=13)], type_ignores=[])"},
                    {"def g():\n    yield\n    yield 1\n    yield 1, 2\n    x = yield\n    y = yield from z\n    await_ = (yield)",
                     "Module(body=[FunctionDef(name='g', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Expr(value=Yield(lineno=2, col_offset=4, end_lineno=2, end_col_offset=9), lineno=2, col_offset=4, end_lineno=2, end_col_offset=9), Expr(value=Yield(value=Constant(value=1, lineno=3, col_offset=10, end_lineno=3, end_col_offset=11), lineno=3, col_offset=4, end_lineno=3, end_col_offset=11), lineno=3, col_offset=4, end_lineno=3, end_col_offset=11), Expr(value=Yield(value=Tuple(elts=[Constant(value=1, lineno=4, col_offset=10, end_lineno=4, end_col_offset=11), Constant(value=2, lineno=4, col_offset=13, end_lineno=4, end_col_offset=14)], ctx=Load(), lineno=4, col_offset=10, end_lineno=4, end_col_offset=14), lineno=4, col_offset=4, end_lineno=4, end_col_offset=14), lineno=4, col_offset=4, end_lineno=4, end_col_offset=14), Assign(targets=[Name(id='x', ctx=Store(), lineno=5, col_offset=4, end_lineno=5, end_col_offset=5)], value=Yield(lineno=5, col_offset=8, end_lineno=5, end_col_offset=13), lineno=5, col_offset=4, end_lineno=5, end_col_offset=13), Assign(targets=[Name(id='y', ctx=Store(), lineno=6, col_offset=4, end_lineno=6, end_col_offset=5)], value=YieldFrom(value=Name(id='z', ctx=Load(), lineno=6, col_offset=19, end_lineno=6, end_col_offset=20), lineno=6, col_offset=8, end_lineno=6, end_col_offset=20), lineno=6, col_offset=4, end_lineno=6, end_col_offset=20), Assign(targets=[Name(id='await_', ctx=Store(), lineno=7, col_offset=4, end_lineno=7, end_col_offset=10)], value=Yield(lineno=7, col_offset=14, end_lineno=7, end_col_offset=19), lineno=7, col_offset=4, end_lineno=7, end_col_offset=20)], decorator_list=[], lineno=1, col_offset=0, end_lineno=7, end_col_offset=20)], type_ignores=[])"},
                    {"x = a if b else c",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=IfExp(test=Name(id='b', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), body=Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), orelse=Name(id='c', ctx=Load(), lineno=1, col_offset=16, end_lineno=1, end_col_offset=17), lineno=1, col_offset=4, end_lineno=1, end_col_offset=17), lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)], type_ignores=[])"},
                    {"x = a or b and not c",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BoolOp(op=Or(), values=[Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), BoolOp(op=And(), values=[Name(id='b', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), UnaryOp(op=Not(), operand=Name(id='c', ctx=Load(), lineno=1, col_offset=19, end_lineno=1, end_col_offset=20), lineno=1, col_offset=15, end_lineno=1, end_col_offset=20)], lineno=1, col_offset=9, end_lineno=1, end_col_offset=20)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=20), lineno=1, col_offset=0, end_lineno=1, end_col_offset=20)], type_ignores=[])"},
                    {"x = a and b and c or d or e",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BoolOp(op=Or(), values=[BoolOp(op=And(), values=[Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), Name(id='b', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), Name(id='c', ctx=Load(), lineno=1, col_offset=16, end_lineno=1, end_col_offset=17)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=17), Name(id='d', ctx=Load(), lineno=1, col_offset=21, end_lineno=1, end_col_offset=22), Name(id='e', ctx=Load(), lineno=1, col_offset=26, end_lineno=1, end_col_offset=27)], lineno=1, col_offset=4, end_lineno=1, end_col_offset=27), lineno=1, col_offset=0, end_lineno=1, end_col_offset=27)], type_ignores=[])"},
                    {"x = not not a",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=UnaryOp(op=Not(), operand=UnaryOp(op=Not(), operand=Name(id='a', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), lineno=1, col_offset=8, end_lineno=1, end_col_offset=13), lineno=1, col_offset=4, end_lineno=1, end_col_offset=13), lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)], type_ignores=[])"},
                    {"x = -+~a",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=UnaryOp(op=USub(), operand=UnaryOp(op=UAdd(), operand=UnaryOp(op=Invert(), operand=Name(id='a', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=6, end_lineno=1, end_col_offset=8), lineno=1, col_offset=5, end_lineno=1, end_col_offset=8), lineno=1, col_offset=4, end_lineno=1, end_col_offset=8), lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)], type_ignores=[])"},
                    {"x = a ** -b ** c",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BinOp(left=Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), op=Pow(), right=UnaryOp(op=USub(), operand=BinOp(left=Name(id='b', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), op=Pow(), right=Name(id='c', ctx=Load(), lineno=1, col_offset=15, end_lineno=1, end_col_offset=16), lineno=1, col_offset=10, end_lineno=1, end_col_offset=16), lineno=1, col_offset=9, end_lineno=1, end_col_offset=16), lineno=1, col_offset=4, end_lineno=1, end_col_offset=16), lineno=1, col_offset=0, end_lineno=1, end_col_offset=16)], type_ignores=[])"},
                    {"x = (a := 1, b := 2)",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Tuple(elts=[NamedExpr(target=Name(id='a', ctx=Store(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), value=Constant(value=1, lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), lineno=1, col_offset=5, end_lineno=1, end_col_offset=11), NamedExpr(target=Name(id='b', ctx=Store(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), value=Constant(value=2, lineno=1, col_offset=18, end_lineno=1, end_col_offset=19), lineno=1, col_offset=13, end_lineno=1, end_col_offset=19)], ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=20), lineno=1, col_offset=0, end_lineno=1, end_col_offset=20)], type_ignores=[])"},
                    {"print(x := 5)",
                     "Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5), args=[NamedExpr(target=Name(id='x', ctx=Store(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), value=Constant(value=5, lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), lineno=1, col_offset=6, end_lineno=1, end_col_offset=12)], keywords=[], lineno=1, col_offset=0, end_lineno=1, end_col_offset=13), lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)], type_ignores=[])"},
                    {"while (line := f()) != '': pass",
                     "Module(body=[While(test=Compare(left=NamedExpr(target=Name(id='line', ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=11), value=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=15, end_lineno=1, end_col_offset=16), args=[], keywords=[], lineno=1, col_offset=15, end_lineno=1, end_col_offset=18), lineno=1, col_offset=7, end_lineno=1, end_col_offset=18), ops=[NotEq()], comparators=[Constant(value='', lineno=1, col_offset=23, end_lineno=1, end_col_offset=25)], lineno=1, col_offset=6, end_lineno=1, end_col_offset=25), body=[Pass(lineno=1, col_offset=27, end_lineno=1, end_col_offset=31)], orelse=[], lineno=1, col_offset=0, end_lineno=1, end_col_offset=31)], type_ignores=[])"},
                    {"[y := f(x), y**2]",
                     "Module(body=[Expr(value=List(elts=[NamedExpr(target=Name(id='y', ctx=Store(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), value=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), args=[Name(id='x', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9)], keywords=[], lineno=1, col_offset=6, end_lineno=1, end_col_offset=10), lineno=1, col_offset=1, end_lineno=1, end_col_offset=10), BinOp(left=Name(id='y', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), op=Pow(), right=Constant(value=2, lineno=1, col_offset=15, end_lineno=1, end_col_offset=16), lineno=1, col_offset=12, end_lineno=1, end_col_offset=16)], ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=17), lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)], type_ignores=[])"},
                    {"x = a[1:2, 3]",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), slice=Tuple(elts=[Slice(lower=Constant(value=1, lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), upper=Constant(value=2, lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), lineno=1, col_offset=6, end_lineno=1, end_col_offset=9), Constant(value=3, lineno=1, col_offset=11, end_lineno=1, end_col_offset=12)], ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=12), ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=13), lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)], type_ignores=[])"},
                    {"x = a[1:2,]",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), slice=Tuple(elts=[Slice(lower=Constant(value=1, lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), upper=Constant(value=2, lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), lineno=1, col_offset=6, end_lineno=1, end_col_offset=9)], ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=10), ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=11), lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)], type_ignores=[])"},
                    {"x = a[::-1]",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), slice=Slice(step=UnaryOp(op=USub(), operand=Constant(value=1, lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), lineno=1, col_offset=8, end_lineno=1, end_col_offset=10), lineno=1, col_offset=6, end_lineno=1, end_col_offset=10), ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=11), lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)], type_ignores=[])"},
                    {"x = a[b, c:d, ...]",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), slice=Tuple(elts=[Name(id='b', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), Slice(lower=Name(id='c', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), upper=Name(id='d', ctx=Load(), lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), lineno=1, col_offset=9, end_lineno=1, end_col_offset=12), Constant(value=Ellipsis, lineno=1, col_offset=14, end_lineno=1, end_col_offset=17)], ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=17), ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=18), lineno=1, col_offset=0, end_lineno=1, end_col_offset=18)], type_ignores=[])"},
                    {"x = a[*b]",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), slice=Tuple(elts=[Starred(value=Name(id='b', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=8)], ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=8), ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=9), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)], type_ignores=[])"},
                    {"x = a[(1, 2)]",
                     "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Subscript(value=Name(id='a', ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), slice=Tuple(elts=[Constant(value=1, lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), Constant(value=2, lineno=1, col_offset=10, end_lineno=1, end_col_offset=11)], ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=12), ctx=Load(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=13), lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)], type_ignores=[])"},
                    {"x[a] = b[c] = d",
                     "Module(body=[Assign(targets=[Subscript(value=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Name(id='a', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=4), Subscript(value=Name(id='b', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), slice=Name(id='c', ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), ctx=Store(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=11)], value=Name(id='d', ctx=Load(), lineno=1, col_offset=14, end_lineno=1, end_col_offset=15), lineno=1, col_offset=0, end_lineno=1, end_col_offset=15)], type_ignores=[])"},
                    {"x.y.z = 1",
                     "Module(body=[Assign(targets=[Attribute(value=Attribute(value=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), attr='y', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=3), attr='z', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)], value=Constant(value=1, lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)], type_ignores=[])"},
                    {"a, b = b, a",
                     "Module(body=[Assign(targets=[Tuple(elts=[Name(id='a', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), Name(id='b', ctx=Store(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4)], ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=4)], value=Tuple(elts=[Name(id='b', ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), Name(id='a', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11)], ctx=Load(), lineno=1, col_offset=7, end_lineno=1, end_col_offset=11), lineno=1, col_offset=0, end_lineno=1, end_col_offset=11)], type_ignores=[])"},
                    {"(a, b), c = d",
                     "Module(body=[Assign(targets=[Tuple(elts=[Tuple(elts=[Name(id='a', ctx=Store(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), Name(id='b', ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5)], ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=6), Name(id='c', ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9)], ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)], value=Name(id='d', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)], type_ignores=[])"},
                    {"[a, [b, *c]] = d",
                     "Module(body=[Assign(targets=[List(elts=[Name(id='a', ctx=Store(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), List(elts=[Name(id='b', ctx=Store(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), Starred(value=Name(id='c', ctx=Store(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=10)], ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=11)], ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)], value=Name(id='d', ctx=Load(), lineno=1, col_offset=15, end_lineno=1, end_col_offset=16), lineno=1, col_offset=0, end_lineno=1, end_col_offset=16)], type_ignores=[])"},
                    {"a = b = c = d",
                     "Module(body=[Assign(targets=[Name(id='a', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), Name(id='b', ctx=Store(), lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), Name(id='c', ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9)], value=Name(id='d', ctx=Load(), lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)], type_ignores=[])"},
                    {"x: list[int] = []",
                     "Module(body=[AnnAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), annotation=Subscript(value=Name(id='list', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=7), slice=Name(id='int', ctx=Load(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=11), ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=12), value=List(elts=[], ctx=Load(), lineno=1, col_offset=15, end_lineno=1, end_col_offset=17), simple=1, lineno=1, col_offset=0, end_lineno=1, end_col_offset=17)], type_ignores=[])"},
                    {"x.y: int",
                     "Module(body=[AnnAssign(target=Attribute(value=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), attr='y', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=3), annotation=Name(id='int', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=8), simple=0, lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)], type_ignores=[])"},
                    {"x[0]: int = 1",
                     "Module(body=[AnnAssign(target=Subscript(value=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Constant(value=0, lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=4), annotation=Name(id='int', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=9), value=Constant(value=1, lineno=1, col_offset=12, end_lineno=1, end_col_offset=13), simple=0, lineno=1, col_offset=0, end_lineno=1, end_col_offset=13)], type_ignores=[])"},
                    {"(x): int",
                     "Module(body=[AnnAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=1, end_lineno=1, end_col_offset=2), annotation=Name(id='int', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=8), simple=0, lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)], type_ignores=[])"},
                    {"x += 1; x -= 1; x *= 1; x /= 1; x //= 1; x %= 1; x **= 1; x >>= 1; x <<= 1; x &= 1; x |= 1; x ^= 1; x @= 1",
                     "Module(body=[AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), op=Add(), value=Constant(value=1, lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), lineno=1, col_offset=0, end_lineno=1, end_col_offset=6), AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), op=Sub(), value=Constant(value=1, lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), lineno=1, col_offset=8, end_lineno=1, end_col_offset=14), AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=16, end_lineno=1, end_col_offset=17), op=Mult(), value=Constant(value=1, lineno=1, col_offset=21, end_lineno=1, end_col_offset=22), lineno=1, col_offset=16, end_lineno=1, end_col_offset=22), AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=24, end_lineno=1, end_col_offset=25), op=Div(), value=Constant(value=1, lineno=1, col_offset=29, end_lineno=1, end_col_offset=30), lineno=1, col_offset=24, end_lineno=1, end_col_offset=30), AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=32, end_lineno=1, end_col_offset=33), op=FloorDiv(), value=Constant(value=1, lineno=1, col_offset=38, end_lineno=1, end_col_offset=39), lineno=1, col_offset=32, end_lineno=1, end_col_offset=39), AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=41, end_lineno=1, end_col_offset=42), op=Mod(), value=Constant(value=1, lineno=1, col_offset=46, end_lineno=1, end_col_offset=47), lineno=1, col_offset=41, end_lineno=1, end_col_offset=47), AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=49, end_lineno=1, end_col_offset=50), op=Pow(), value=Constant(value=1, lineno=1, col_offset=55, end_lineno=1, end_col_offset=56), lineno=1, col_offset=49, end_lineno=1, end_col_offset=56), AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=58, end_lineno=1, end_col_offset=59), op=RShift(), value=Constant(value=1, lineno=1, col_offset=64, end_lineno=1, end_col_offset=65), lineno=1, col_offset=58, end_lineno=1, end_col_offset=65), AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=67, end_lineno=1, end_col_offset=68), op=LShift(), value=Constant(value=1, lineno=1, col_offset=73, end_lineno=1, end_col_offset=74), lineno=1, col_offset=67, end_lineno=1, end_col_offset=74), AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=76, end_lineno=1, end_col_offset=77), op=BitAnd(), value=Constant(value=1, lineno=1, col_offset=81, end_lineno=1, end_col_offset=82), lineno=1, col_offset=76, end_lineno=1, end_col_offset=82), AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=84, end_lineno=1, end_col_offset=85), op=BitOr(), value=Constant(value=1, lineno=1, col_offset=89, end_lineno=1, end_col_offset=90), lineno=1, col_offset=84, end_lineno=1, end_col_offset=90), AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=92, end_lineno=1, end_col_offset=93), op=BitXor(), value=Constant(value=1, lineno=1, col_offset=97, end_lineno=1, end_col_offset=98), lineno=1, col_offset=92, end_lineno=1, end_col_offset=98), AugAssign(target=Name(id='x', ctx=Store(), lineno=1, col_offset=100, end_lineno=1, end_col_offset=101), op=MatMult(), value=Constant(value=1, lineno=1, col_offset=105, end_lineno=1, end_col_offset=106), lineno=1, col_offset=100, end_lineno=1, end_col_offset=106)], type_ignores=[])"},
                    {"x.a += 1",
                     "Module(body=[AugAssign(target=Attribute(value=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), attr='a', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=3), op=Add(), value=Constant(value=1, lineno=1, col_offset=7, end_lineno=1, end_col_offset=8), lineno=1, col_offset=0, end_lineno=1, end_col_offset=8)], type_ignores=[])"},
                    {"x[0] += 1",
                     "Module(body=[AugAssign(target=Subscript(value=Name(id='x', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), slice=Constant(value=0, lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=4), op=Add(), value=Constant(value=1, lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), lineno=1, col_offset=0, end_lineno=1, end_col_offset=9)], type_ignores=[])"},
};

// Parse src and return its dump (in buf) or NULL with *err filled.
static const char *
dump_of(cm_arena *a, cm_buf *b, const char *src, size_t len, int mode, int attrs,
        mt_syntax_error *err)
{
    mt_mod *m = mt_parse(a, src, len, "<test>", mode, err);
    if (!m) {
        return NULL;
    }
    cm_buf_reset(b);
    cr_assert_eq(mt_ast_dump(m, attrs, b), 0);
    return cm_buf_str(b);
}

static void
run_dumps(const struct dump_case *cases, size_t n, int attrs)
{
    cm_arena a;
    cm_buf b;
    cm_arena_init(&a, 0);
    cm_buf_init(&b, 0);
    for (size_t i = 0; i < n; i++) {
        mt_syntax_error err;
        const char *got =
            dump_of(&a, &b, cases[i].src, strlen(cases[i].src), MT_PARSE_FILE, attrs, &err);
        cr_expect_not_null(got, "parse failed for %s: %s (line %d col %d)", cases[i].src, err.msg,
                           err.line, err.col);
        if (got) {
            cr_expect_str_eq(got, cases[i].dump, "source: %s", cases[i].src);
        }
        cm_arena_free(&a);
    }
    cm_buf_free(&b);
}

Test(mt_parse, dumps_match_cpython)
{
    run_dumps(dump_cases, CM_ARRAY_LEN(dump_cases), 0);
}

Test(mt_parse, positions_match_cpython)
{
    run_dumps(attr_cases, CM_ARRAY_LEN(attr_cases), 1);
}

Test(mt_parse, errors_match_cpython)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    for (size_t i = 0; i < CM_ARRAY_LEN(error_cases); i++) {
        const struct error_case *c = &error_cases[i];
        mt_syntax_error err;
        mt_mod *m = mt_parse(&a, c->src, strlen(c->src), "<test>", MT_PARSE_FILE, &err);
        cr_expect_null(m, "no error for %s", c->src);
        if (!m) {
            cr_expect_eq(err.type, c->type, "type %d for %s", err.type, c->src);
            cr_expect_str_eq(err.msg, c->msg, "source: %s", c->src);
            cr_expect_eq(err.line, c->line, "line %d for %s", err.line, c->src);
            cr_expect_eq(err.col, c->col, "col %d for %s", err.col, c->src);
            cr_expect_str_eq(err.filename, "<test>");
        }
        cm_arena_free(&a);
    }
}

Test(mt_parse, eval_mode)
{
    cm_arena a;
    cm_buf b;
    cm_arena_init(&a, 0);
    cm_buf_init(&b, 0);
    mt_syntax_error err;
    const char *got = dump_of(&a, &b, "1 + x\n", 6, MT_PARSE_EVAL, 0, &err);
    cr_assert_not_null(got);
    cr_assert_str_eq(got, "Expression(body=BinOp(left=Constant(value=1), op=Add(), "
                          "right=Name(id='x', ctx=Load())))");
    got = dump_of(&a, &b, "x = 1", 5, MT_PARSE_EVAL, 0, &err);
    cr_assert_null(got);
    cr_assert_eq(err.type, MT_SYNERR_SYNTAX);
    cr_assert_str_eq(err.msg, "invalid syntax");
    cm_buf_free(&b);
    cm_arena_free(&a);
}

Test(mt_parse, single_mode)
{
    cm_arena a;
    cm_buf b;
    cm_arena_init(&a, 0);
    cm_buf_init(&b, 0);
    mt_syntax_error err;
    const char *got = dump_of(&a, &b, "x = 1\n", 6, MT_PARSE_SINGLE, 0, &err);
    cr_assert_not_null(got);
    cr_assert_str_eq(got, "Interactive(body=[Assign(targets=[Name(id='x', ctx=Store())], "
                          "value=Constant(value=1))])");
    cm_buf_free(&b);
    cm_arena_free(&a);
}

Test(mt_parse, bom_crlf_and_no_trailing_newline)
{
    cm_arena a;
    cm_buf b;
    cm_arena_init(&a, 0);
    cm_buf_init(&b, 0);
    mt_syntax_error err;
    const char src[] = "\xEF\xBB\xBFif x:\r\n    y = 'a\\\r\nb'\r\nz";
    const char *got = dump_of(&a, &b, src, sizeof src - 1, MT_PARSE_FILE, 0, &err);
    cr_assert_not_null(got, "%s", err.msg);
    cr_assert_str_eq(got, "Module(body=[If(test=Name(id='x', ctx=Load()), body=[Assign("
                          "targets=[Name(id='y', ctx=Store())], value=Constant(value='ab'))], "
                          "orelse=[]), Expr(value=Name(id='z', ctx=Load()))], type_ignores=[])");
    cm_buf_free(&b);
    cm_arena_free(&a);
}

Test(mt_parse, source_need_not_be_nul_terminated)
{
    cm_arena a;
    cm_buf b;
    cm_arena_init(&a, 0);
    cm_buf_init(&b, 0);
    mt_syntax_error err;
    const char *got = dump_of(&a, &b, "x = 12345", 6, MT_PARSE_FILE, 0, &err);
    cr_assert_not_null(got);
    cr_assert_str_eq(got, "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], "
                          "value=Constant(value=12))], type_ignores=[])");
    cm_buf_free(&b);
    cm_arena_free(&a);
}

Test(mt_parse, constants_keep_kind_and_value)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    mt_syntax_error err;
    const char *src = "(7, 9223372036854775808, 0x1F, 1.5, 2j, 'h\\x00i', b'\\xff', u'u', "
                      "True, None, ...)";
    mt_mod *m = mt_parse(&a, src, strlen(src), "<test>", MT_PARSE_EVAL, &err);
    cr_assert_not_null(m);
    mt_expr *t = m->v.Expression.body;
    cr_assert_eq(t->kind, MT_EXPR_TUPLE);
    cr_assert_eq(t->v.Tuple.elts.n, 11);
    mt_constant *c[11];
    for (int i = 0; i < 11; i++) {
        cr_assert_eq(t->v.Tuple.elts.v[i]->kind, MT_EXPR_CONSTANT);
        c[i] = &t->v.Tuple.elts.v[i]->v.Constant;
    }
    cr_assert_eq(c[0]->kind, MT_CONST_INT);
    cr_assert_eq(c[0]->v.i, 7);
    cr_assert_eq(c[1]->kind, MT_CONST_BIGINT);
    cr_assert_str_eq(c[1]->v.big.digits, "9223372036854775808");
    cr_assert_eq(c[1]->v.big.base, 10);
    cr_assert_eq(c[2]->kind, MT_CONST_INT);
    cr_assert_eq(c[2]->v.i, 31);
    cr_assert_eq(c[3]->kind, MT_CONST_FLOAT);
    cr_assert_float_eq(c[3]->v.f, 1.5, 0);
    cr_assert_eq(c[4]->kind, MT_CONST_COMPLEX);
    cr_assert_float_eq(c[4]->v.f, 2.0, 0);
    cr_assert_eq(c[5]->kind, MT_CONST_STR);
    cr_assert_eq(c[5]->v.str.len, 3);
    cr_assert_eq(memcmp(c[5]->v.str.s, "h\0i", 3), 0);
    cr_assert_eq(c[6]->kind, MT_CONST_BYTES);
    cr_assert_eq(c[6]->v.str.len, 1);
    cr_assert_eq((unsigned char)c[6]->v.str.s[0], 0xff);
    cr_assert_eq(c[7]->u_prefix, 1);
    cr_assert_eq(c[8]->kind, MT_CONST_TRUE);
    cr_assert_eq(c[9]->kind, MT_CONST_NONE);
    cr_assert_eq(c[10]->kind, MT_CONST_ELLIPSIS);
    cm_arena_free(&a);
}

Test(mt_parse, error_text_is_the_source_line)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    mt_syntax_error err;
    const char *src = "x = 1\nfoo(1,\n";
    cr_assert_null(mt_parse(&a, src, strlen(src), "f.py", MT_PARSE_FILE, &err));
    cr_assert_str_eq(err.msg, "'(' was never closed");
    cr_assert_str_eq(err.filename, "f.py");
    cr_assert_eq(err.line, 2);
    cr_assert_eq(err.col, 4);
    cr_assert_str_eq(err.text, "foo(1,\n");
    cm_arena_free(&a);
}

Test(mt_parse, deep_nesting_is_an_error_not_a_crash)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    mt_syntax_error err;
    size_t n = 100000;
    char *src = cm_alloc(n + 2);
    cr_assert_not_null(src);
    // brackets: the tokenizer's limit
    memset(src, '(', n);
    src[n] = 0;
    cr_assert_null(mt_parse(&a, src, n, "<test>", MT_PARSE_FILE, &err));
    cr_assert_eq(err.type, MT_SYNERR_SYNTAX);
    cr_assert_str_eq(err.msg, "too many nested parentheses");
    cm_arena_free(&a);
    // unary operators and `not`: the parser's limit
    memset(src, '-', n);
    src[n] = '1';
    cr_assert_null(mt_parse(&a, src, n + 1, "<test>", MT_PARSE_FILE, &err));
    cr_assert_eq(err.type, MT_SYNERR_RECURSION);
    cm_arena_free(&a);
    for (size_t i = 0; i + 4 <= n; i += 4) {
        memcpy(src + i, "not ", 4);
    }
    cr_assert_null(mt_parse(&a, src, n, "<test>", MT_PARSE_FILE, &err));
    cr_assert_eq(err.type, MT_SYNERR_RECURSION);
    cm_arena_free(&a);
    // lambdas and conditional expressions
    size_t k = 0;
    while (k + 16 < n) {
        memcpy(src + k, "lambda: 1 if x else ", 20 > n - k ? n - k : 20);
        k += 20;
    }
    cr_assert_null(mt_parse(&a, src, k, "<test>", MT_PARSE_FILE, &err));
    cm_free(src);
    cm_arena_free(&a);
}

Test(mt_parse, nesting_within_the_limit_parses)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    mt_syntax_error err;
    char src[512];
    size_t n = 0;
    for (int i = 0; i < 150; i++) {
        src[n++] = '[';
    }
    for (int i = 0; i < 150; i++) {
        src[n++] = ']';
    }
    cr_assert_not_null(mt_parse(&a, src, n, "<test>", MT_PARSE_FILE, &err), "%s", err.msg);
    cm_arena_free(&a);
}

Test(mt_parse, arena_exhaustion_is_a_memory_error)
{
    const char *src = "def f(a, b):\n    return [x * 2 for x in range(a) if x % b]\n" //
                      "print(f(10, 3), 'a long string literal to make some bytes')\n";
    for (size_t cap = 64; cap < 65536; cap *= 2) {
        cm_arena a;
        cm_arena_init(&a, cap);
        mt_syntax_error err;
        mt_mod *m = mt_parse(&a, src, strlen(src), "<test>", MT_PARSE_FILE, &err);
        if (!m) {
            cr_assert_eq(err.type, MT_SYNERR_MEMORY, "cap %zu gave %s", cap, err.msg);
        }
        cm_arena_free(&a);
    }
}

Test(mt_parse, large_input_is_linear)
{
    // 20000 statements parse in one go; a quadratic parser would take seconds
    cm_buf b;
    cm_buf_init(&b, 0);
    for (int i = 0; i < 20000; i++) {
        cr_assert_eq(cm_buf_printf(&b, "x%d = [%d, 'abc', f'{x}', (1, 2)][0] + %d\n", i, i, i), 0);
    }
    cm_arena a;
    cm_arena_init(&a, 0);
    mt_syntax_error err;
    mt_mod *m = mt_parse(&a, cm_buf_str(&b), b.len, "<test>", MT_PARSE_FILE, &err);
    cr_assert_not_null(m);
    cr_assert_eq(m->v.Module.body.n, 20000);
    cm_arena_free(&a);
    cm_buf_free(&b);
}
