/* libFuzzer target over Monty's json decoder (json.loads): arbitrary bytes in.
 *
 * Not built by make. Build (and run) with tests/fuzz/build-monty-fuzz.sh json, which
 * compiles every Monty and common source with clang -fsanitize=fuzzer,address,undefined.
 * The first input byte picks the call: a bytes argument or a str (the bytes decoded with
 * errors="replace"), and strict=False or not. A success must return an object, a failure must
 * leave an exception pending (JSONDecodeError, UnicodeDecodeError, RecursionError or
 * MemoryError). The decoded value is also re-encoded with json.dumps. */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "monty/monty.h"
#include "monty/obj.h"
#include "monty/vm.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static monty_state *fz_state;
static mt_obj *fz_loads;
static mt_obj *fz_dumps;

static int
fz_write_out(void *ctx, int fd, const char *buf, size_t n)
{
    (void)ctx;
    (void)fd;
    (void)buf;
    (void)n;
    return 0;
}

static void
fz_free_state(void)
{
    MT_XDECREF(fz_loads);
    MT_XDECREF(fz_dumps);
    monty_free(fz_state);
    fz_state = NULL;
}

static void
fz_setup(void)
{
    monty_host host = {0};
    host.write_out = fz_write_out;
    fz_state = monty_new(&host, NULL);
    if (!fz_state) {
        abort();
    }
    mt_obj *name = mt_str_from_c(fz_state, "json");
    mt_obj *mod = name ? mt_import(fz_state, name) : NULL;
    mt_obj *ln = mt_str_from_c(fz_state, "loads");
    mt_obj *dn = mt_str_from_c(fz_state, "dumps");
    fz_loads = mod && ln ? mt_getattr(fz_state, mod, ln) : NULL;
    fz_dumps = mod && dn ? mt_getattr(fz_state, mod, dn) : NULL;
    MT_XDECREF(name);
    MT_XDECREF(mod);
    MT_XDECREF(ln);
    MT_XDECREF(dn);
    if (!fz_loads || !fz_dumps) {
        abort();
    }
    atexit(fz_free_state);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) {
        return 0;
    }
    if (!fz_state) {
        fz_setup();
    }
    mt_state *st = fz_state;
    const char *text = (const char *)data + 1;
    size_t len = size - 1;
    mt_obj *arg = mt_bytes_new(st, text, len);
    if (arg && (data[0] & 1)) {
        mt_obj *how[2] = {mt_str_from_c(st, "utf-8"), mt_str_from_c(st, "replace")};
        mt_obj *meth = mt_str_from_c(st, "decode");
        mt_obj *s = how[0] && how[1] && meth ? mt_call_method(st, arg, meth, 2, how) : NULL;
        MT_XDECREF(how[0]);
        MT_XDECREF(how[1]);
        MT_XDECREF(meth);
        MT_DECREF(arg);
        arg = s;
    }
    if (!arg) {
        mt_exc_clear(st);
        return 0;
    }
    // keywords go as a tuple of names, their values after the positional arguments
    mt_obj *kw = NULL;
    mt_obj *args[2] = {arg, MT_FALSE};
    if (data[0] & 2) {
        mt_obj *name = mt_str_from_c(st, "strict");
        kw = name ? mt_tuple_pack(st, 1, name) : NULL;
        MT_XDECREF(name);
        if (!kw) {
            abort();
        }
    }
    mt_obj *v = mt_call(st, fz_loads, 1, args, kw);
    if (v) {
        if (st->exc) {
            __builtin_trap(); // a value and an exception at once
        }
        mt_obj *s = mt_call(st, fz_dumps, 1, &v, NULL);
        if (s) {
            MT_DECREF(s);
        } else if (!st->exc) {
            __builtin_trap();
        } else {
            mt_exc_clear(st); // e.g. RecursionError on a deep value
        }
        MT_DECREF(v);
    } else {
        if (!st->exc) {
            __builtin_trap(); // a failure must always say why
        }
        mt_exc_clear(st);
    }
    MT_XDECREF(kw);
    MT_DECREF(arg);
    return 0;
}
