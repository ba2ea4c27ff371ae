# monty/: the interpreter.
noinst_LIBRARIES += libmonty.a
libmonty_a_SOURCES = \
	monty/monty.h \
	monty/version.c

# --- core section (object model, compiler, VM, builtins, modules; monty-core) ---
libmonty_a_SOURCES += \
	monty/obj.h monty/obj.c \
	monty/obj_int.c monty/obj_float.c monty/obj_str.c monty/obj_bytes.c \
	monty/seqcore.h monty/seqcore.c \
	monty/obj_tuple.c monty/obj_list.c monty/obj_dict.c monty/obj_set.c \
	monty/obj_misc.c monty/obj_slice.c monty/obj_range.c monty/obj_iter.c monty/obj_alias.c \
	monty/obj_type.c monty/obj_descr.c monty/obj_exc.c monty/obj_file.c \
	monty/format.c monty/builtins.c \
	monty/vm.h monty/vmcall.h monty/vm.c monty/obj_func.c monty/obj_gen.c \
	monty/compile.h monty/compile.c monty/emit.h monty/emit.c \
	monty/symtable.h monty/symtable.c \
	monty/monty.c \
	monty/modules/registry.h monty/modules/registry.c \
	monty/modules/mod_sys.c monty/modules/mod_pathlib.c

# --- front section (tokenizer, parser, AST; monty-front) ---
libmonty_a_SOURCES += \
	monty/ast.h \
	monty/lex.h monty/lex.c \
	monty/parse.h monty/parse_int.h monty/parse.c monty/parse_str.c

# --- stdlib-b section (collections, itertools, functools, copy, typing, dataclasses, datetime, time, os) ---
libmonty_a_SOURCES += \
	monty/modules/mod_collections.c monty/modules/mod_itertools.c \
	monty/modules/mod_functools.c monty/modules/mod_copy.c \
	monty/modules/mod_typing.c monty/modules/mod_dataclasses.c \
	monty/modules/mod_datetime.c monty/modules/mod_time.c monty/modules/mod_os.c

# --- stdlib-a section ---
libmonty_a_SOURCES += monty/modules/mod_math.c monty/modules/mod_json.c monty/modules/mod_re.c \
	monty/modules/mod_random.c monty/modules/binascii.h monty/modules/mod_binascii.c \
	monty/modules/mod_base64.c monty/modules/mod_unicodedata.c monty/modules/mod_asyncio.c

# --- frozen section (issue 14: the Python part of library modules, frozen at build time) ---
# monty/lib/NAME.py is module NAME's Python part. monty-freeze, Monty's own compiler as a
# build-time tool, compiles every one into static C tables (monty/frozen_lib.c in the build
# directory, libmontylib.a); an import runs them through monty/frozen.c with no parsing or
# compiling. The tool links libmonty.a, hence the second library. See HACKING.md.
libmonty_a_SOURCES += monty/frozen.h monty/frozen.c
FROZEN_PY = \
	monty/lib/asyncio.py monty/lib/asyncio._extra.py monty/lib/collections.py \
	monty/lib/collections.abc.py monty/lib/copy.py monty/lib/dataclasses.py \
	monty/lib/datetime.py monty/lib/functools.py monty/lib/functools._extra.py \
	monty/lib/itertools.py monty/lib/json.py monty/lib/os.py monty/lib/os._extra.py \
	monty/lib/pathlib.py monty/lib/posixpath.py monty/lib/re.py monty/lib/sys.py \
	monty/lib/sys._extra.py monty/lib/time.py monty/lib/typing.py
EXTRA_DIST += $(FROZEN_PY)
noinst_PROGRAMS += monty/tools/monty-freeze
monty_tools_monty_freeze_SOURCES = monty/tools/freeze.c
monty_tools_monty_freeze_LDADD = libmonty.a libcommon.a $(BOX_EXTERNAL_LIBS)
noinst_LIBRARIES += libmontylib.a
nodist_libmontylib_a_SOURCES = monty/frozen_lib.c
CLEANFILES += monty/frozen_lib.c monty/frozen_lib.c.tmp
monty/frozen_lib.c: $(FROZEN_PY) monty/tools/monty-freeze$(EXEEXT)
	$(AM_V_GEN)set --; for f in $(FROZEN_PY); do set -- "$$@" "$(srcdir)/$$f"; done; \
	  monty/tools/monty-freeze$(EXEEXT) $@.tmp "$$@" && mv -f $@.tmp $@

# --- monty-host section (fetch builtin) ---
libmonty_a_SOURCES += monty/mod_fetch.h monty/mod_fetch.c

# --- dups section (the start-up benchmark; make bench runs every bench/*-bench program) ---
EXTRA_PROGRAMS += bench/monty-bench
BENCH_TARGETS += bench/monty-bench$(EXEEXT)
CLEANFILES += bench/monty-bench$(EXEEXT)
bench_monty_bench_SOURCES = bench/monty-bench.c
bench_monty_bench_LDADD = $(BOX_LIBS) $(BOX_EXTERNAL_LIBS)
