/* File objects from open(): every operation is one host call (open, read, write, close);
 * text mode applies CPython's newline= rules, and seek/tell go through host->seek.
 * Writes are buffered as CPython's are (8 KiB): the host is called, and so the policy
 * asked, once per flush, at 8 KiB, flush(), close(), a read, a seek or tell, and when
 * the file object dies. The policy is static within a run and every write on a handle is
 * the same request (fs:write write_content of its path), so the verdicts are the same as
 * one decision per write(), and a script writing many small lines stays within its
 * host-call budget. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "common/utf8.h"
#include "monty/modules/registry.h"
#include "monty/obj.h"

int
mt_host_fs(mt_state *st, monty_fs_op *op, monty_fs_result *res)
{
    memset(res, 0, sizeof *res);
    if (op->path && memchr(op->path, 0, op->path_len)) {
        return mt_raisei(st, MT_EXC(ValueError), "embedded null byte");
    }
    if (!st->host.fs) {
        return mt_raisei(st, MT_EXC(PermissionError), "file access is not available");
    }
    monty_error err;
    memset(&err, 0, sizeof err);
    mt_buf_init(st, &err.message);
    if (st->host.fs(st->host.ctx, op, res, &err) < 0) {
        mt_exc_from_host(st, &err);
        return -1;
    }
    cm_buf_free(&err.message);
    return 0;
}

/* The newline= argument of open() and Path.write_text: one of MT_NL_*, or -1 with
 * TypeError (not str or None) or ValueError (another string) pending. */
int
mt_newline_mode(mt_state *st, mt_obj *v)
{
    if (!v || v == MT_NONE) {
        return MT_NL_TRANSLATE;
    }
    if (!mt_isinst(v, &mt_type_str)) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "open() argument 'newline' must be str or None, not %s", mt_type_name(v));
    }
    const char *s = mt_str_data(v);
    size_t n = mt_str_len(v);
    if (n == 0) {
        return MT_NL_UNIVERSAL;
    }
    if (n == 1 && s[0] == '\n') {
        return MT_NL_LF;
    }
    if (n == 1 && s[0] == '\r') {
        return MT_NL_CR;
    }
    if (n == 2 && s[0] == '\r' && s[1] == '\n') {
        return MT_NL_CRLF;
    }
    return mt_raisei(st, MT_EXC(ValueError), "illegal newline value: %s", s);
}

/* Append text bytes p[0..n) to out as a write in newline mode puts them in the file:
 * each \n becomes \r or \r\n for MT_NL_CR and MT_NL_CRLF, else unchanged (os.linesep
 * is \n). 0, or -1 when memory ran out. */
int
mt_newline_encode(cm_buf *out, const char *p, size_t n, int mode)
{
    if (mode != MT_NL_CR && mode != MT_NL_CRLF) {
        return cm_buf_add(out, p, n);
    }
    const char *nl = mode == MT_NL_CR ? "\r" : "\r\n";
    size_t start = 0;
    for (size_t i = 0; i < n; i++) {
        if (p[i] == '\n') {
            if (cm_buf_add(out, p + start, i - start) != 0 || cm_buf_adds(out, nl) != 0) {
                return -1;
            }
            start = i + 1;
        }
    }
    return cm_buf_add(out, p + start, n - start);
}

/* Append bytes p[0..n) to out as a text read in newline mode returns them: for
 * MT_NL_TRANSLATE each \r\n and lone \r becomes \n. *seen (may be NULL) gets the
 * MT_SEEN_* bits of the line endings met. 0, or -1 when memory ran out. */
int
mt_newline_decode(cm_buf *out, const char *p, size_t n, int mode, int *seen)
{
    size_t start = 0;
    int bits = 0;
    for (size_t i = 0; i < n; i++) {
        if (p[i] == '\n') {
            bits |= MT_SEEN_LF;
        } else if (p[i] == '\r') {
            int crlf = i + 1 < n && p[i + 1] == '\n';
            bits |= crlf ? MT_SEEN_CRLF : MT_SEEN_CR;
            if (mode == MT_NL_TRANSLATE) {
                if (cm_buf_add(out, p + start, i - start) != 0 || cm_buf_addc(out, '\n') != 0) {
                    return -1;
                }
                start = i + 1 + (size_t)crlf;
            }
            i += (size_t)crlf;
        }
    }
    if (seen) {
        *seen |= bits;
    }
    return cm_buf_add(out, p + start, n - start);
}

// 1 when p[0..n) is well-formed UTF-8. ASCII, the usual text, is passed eight bytes
// at a time; the rest (from a character boundary: all before it is ASCII) byte-wise.
static int
text_is_utf8(const char *p, size_t n)
{
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, sizeof w);
        if (w & 0x8080808080808080u) {
            break;
        }
    }
    return cm_utf8_valid(p + i, n - i);
}

/* mt_text_decode: see registry.h. Valid UTF-8 decodes to itself, so the usual read
 * (utf-8, strict, no \r to translate) makes its str from the bytes in one copy; any
 * other (an invalid byte and its error text included) takes the codec's road. */
mt_obj *
mt_text_decode(mt_state *st, const char *p, size_t n, int mode, mt_obj *encoding, mt_obj *errors)
{
    int translate = mode == MT_NL_TRANSLATE && n > 0 && memchr(p, '\r', n);
    if (!encoding && !errors && !translate && text_is_utf8(p, n)) {
        return mt_str_new(st, p, n);
    }
    if (!translate) {
        return mt_codec_decode(st, p, n, encoding, errors);
    }
    cm_buf b;
    cm_buf_init(&b, SIZE_MAX / 2); // no cap of its own: the file decides
    if (mt_newline_decode(&b, p, n, mode, NULL) != 0) {
        cm_buf_free(&b);
        return mt_nomem(st);
    }
    mt_obj *r = mt_codec_decode(st, cm_buf_str(&b), b.len, encoding, errors);
    cm_buf_free(&b);
    return r;
}

typedef struct fileobj {
    mt_obj ob;
    int64_t handle;
    int readable, writable, binary, closed;
    int nl;        // text mode: MT_NL_* from newline=
    int seen;      // MT_SEEN_* bits of the line endings read so far (f.newlines)
    int cr_last;   // the last byte read from the host was a \r (for seen)
    int iterating; // text mode: next() was called and has not reached the end (no tell)
    mt_obj *name, *mode;
    mt_obj *encoding, *errors; // text mode's codec and error handler; NULL: utf-8, strict
    char *buf;                 // bytes read from the host and not yet returned: buf[pos..len)
    size_t len, pos;
    cm_buf pending; // bytes written and not yet given to the host
    mt_state *st;   // for the flush when the object dies
    int counted;    // counted in st->nfiles until it dies
} fileobj;

enum { WRITE_BUFFER = 8192 };

// Give the pending bytes to the host in one write. 0, or -1 with the exception pending
// (the bytes are dropped: a refused or failed write is not retried).
static int
flush_writes(mt_state *st, fileobj *f)
{
    if (f->pending.len == 0) {
        return 0;
    }
    monty_fs_op op;
    memset(&op, 0, sizeof op);
    op.kind = MONTY_FS_WRITE;
    op.handle = f->handle;
    op.path = mt_str_data(f->name);
    op.path_len = mt_str_len(f->name);
    op.data = f->pending.data;
    op.len = f->pending.len;
    monty_fs_result res;
    int rc = mt_host_fs(st, &op, &res);
    cm_buf_reset(&f->pending);
    if (rc < 0) {
        return -1;
    }
    cm_free(res.data);
    return 0;
}

// flush_writes with an error dropped and the exception already pending kept.
static void
flush_quietly(mt_state *st, fileobj *f)
{
    mt_obj *was = st->exc;
    st->exc = NULL;
    if (flush_writes(st, f) < 0) {
        MT_CLEAR(st->exc);
    }
    st->exc = was;
}

// The object dies with bytes pending: write them as CPython's finaliser does, and
// keep whatever exception was already on its way (an error here is dropped, as
// CPython prints and ignores it).
static void
flush_at_death(fileobj *f)
{
    if (f->counted) {
        f->counted = 0;
        f->st->nfiles--;
    }
    if (f->pending.len == 0 || !f->st || f->closed || !f->name) {
        cm_buf_free(&f->pending);
        return;
    }
    flush_quietly(f->st, f);
    cm_buf_free(&f->pending);
}

extern const mt_type mt_type_file;

/* mt_file_flush_all: see monty/modules/registry.h. */
void
mt_file_flush_all(mt_state *st, int drop)
{
    if (st->nfiles == 0) {
        return; // no file object lives: no walk over every object of the run
    }
    for (mt_obj *o = st->objects.next; o != &st->objects; o = o->next) {
        if (o->type == &mt_type_file) {
            fileobj *f = (fileobj *)o;
            if (drop) {
                cm_buf_reset(&f->pending);
            } else if (!f->closed) {
                flush_quietly(st, f);
            }
        }
    }
}

static void
file_release(mt_obj *o)
{
    fileobj *f = (fileobj *)o;
    flush_at_death(f);
    cm_free(f->buf);
    f->buf = NULL;
}

static void
file_clear(mt_obj *o)
{
    fileobj *f = (fileobj *)o;
    flush_at_death(f);
    MT_CLEAR(f->name);
    MT_CLEAR(f->mode);
    MT_CLEAR(f->encoding);
    MT_CLEAR(f->errors);
    file_release(o);
}

mt_obj *
mt_file_open(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"file", 1},     {"mode", 0},   {"buffering", 0},
                                       {"encoding", 0}, {"errors", 0}, {"newline", 0},
                                       {"closefd", 0},  {"opener", 0}, {NULL, 0}};
    mt_obj *a[8];
    if (mt_args_parse(st, "open", n, args, kw, specs, 8, a) < 0) {
        return NULL;
    }
    mt_obj *path = a[0];
    mt_obj *pstr = NULL;
    if (!mt_isinst(path, &mt_type_str)) {
        mt_obj *fs = mt_getattr_opt(st, path, MT_NAME(__fspath__));
        if (!fs) {
            if (st->exc) {
                return NULL;
            }
            return mt_raise(st, MT_EXC(TypeError),
                            "expected str, bytes or os.PathLike object, not %s",
                            mt_type_name(path));
        }
        pstr = mt_call0(st, fs);
        MT_DECREF(fs);
        if (!pstr) {
            return NULL;
        }
        if (!mt_isinst(pstr, &mt_type_str)) {
            // a bytes path is not supported either, so only the type name is CPython's
            mt_raise(st, MT_EXC(TypeError),
                     "expected %s.__fspath__() to return str or bytes, not %s", mt_type_name(path),
                     mt_type_name(pstr));
            MT_DECREF(pstr);
            return NULL;
        }
        path = pstr;
    } else {
        MT_INCREF(path);
        pstr = path;
    }
    if (a[1] && !mt_isinst(a[1], &mt_type_str)) {
        MT_DECREF(pstr);
        return mt_raise(st, MT_EXC(TypeError), "open() argument 'mode' must be str, not %s",
                        mt_arg_type_name(a[1]));
    }
    static const char *const text_args[2] = {"encoding", "errors"};
    for (int k = 0; k < 2; k++) {
        mt_obj *v = a[3 + k];
        if (v && v != MT_NONE && !mt_isinst(v, &mt_type_str)) {
            MT_DECREF(pstr);
            return mt_raise(st, MT_EXC(TypeError),
                            "open() argument '%s' must be str or None, not %s", text_args[k],
                            mt_type_name(v));
        }
    }
    const char *mode = a[1] ? mt_str_data(a[1]) : "r";
    int r = 0, w = 0, ap = 0, x = 0, b = 0, plus = 0, t = 0;
    for (const char *p = mode; *p; p++) {
        switch (*p) {
        case 'r':
            r++;
            break;
        case 'w':
            w++;
            break;
        case 'a':
            ap++;
            break;
        case 'x':
            x++;
            break;
        case 'b':
            b++;
            break;
        case 't':
            t++;
            break;
        case '+':
            plus++;
            break;
        default:
            MT_DECREF(pstr);
            return mt_raise(st, MT_EXC(ValueError), "invalid mode: '%s'", mode);
        }
    }
    if (r + w + ap + x != 1 || b + t > 1 || plus > 1 || (b && t)) {
        MT_DECREF(pstr);
        if (b && t) {
            return mt_raise(st, MT_EXC(ValueError), "can't have text and binary mode at once");
        }
        return mt_raise(st, MT_EXC(ValueError),
                        "must have exactly one of create/read/write/append mode");
    }
    static const char *const binary_args[3] = {"an encoding", "an errors", "a newline"};
    for (int k = 0; k < 3; k++) {
        mt_obj *v = a[3 + k];
        if (k == 2 && v && v != MT_NONE && !mt_isinst(v, &mt_type_str)) {
            MT_DECREF(pstr);
            return mt_raise(st, MT_EXC(TypeError),
                            "open() argument 'newline' must be str or None, not %s",
                            mt_type_name(v));
        }
        if (b && v && v != MT_NONE) {
            MT_DECREF(pstr);
            return mt_raise(st, MT_EXC(ValueError), "binary mode doesn't take %s argument",
                            binary_args[k]);
        }
    }
    monty_fs_op op;
    memset(&op, 0, sizeof op);
    op.kind = MONTY_FS_OPEN;
    op.path = mt_str_data(path);
    op.path_len = mt_str_len(path);
    op.flags = (r || plus ? MONTY_OPEN_READ : 0) | (w || ap || x || plus ? MONTY_OPEN_WRITE : 0) |
               (ap ? MONTY_OPEN_APPEND : 0) | (w || ap || x ? MONTY_OPEN_CREATE : 0) |
               (w ? MONTY_OPEN_TRUNCATE : 0) | (x ? MONTY_OPEN_EXCLUSIVE : 0);
    monty_fs_result res;
    if (mt_host_fs(st, &op, &res) < 0) {
        MT_DECREF(pstr);
        return NULL;
    }
    cm_free(res.data);
    // As in CPython, the file is opened (and created or emptied) before the text layer
    // refuses a bad newline value.
    int nl = b ? MT_NL_LF : mt_newline_mode(st, a[5]);
    fileobj *f = nl < 0 ? NULL : (fileobj *)mt_alloc(st, &mt_type_file, sizeof(fileobj));
    if (!f) {
        mt_obj *exc = mt_exc_fetch(st);
        op.kind = MONTY_FS_CLOSE;
        op.handle = res.handle;
        if (mt_host_fs(st, &op, &res) == 0) {
            cm_free(res.data);
        } else {
            mt_exc_clear(st);
        }
        if (exc) {
            mt_raise_obj(st, exc);
            MT_DECREF(exc);
        }
        MT_DECREF(pstr);
        return NULL;
    }
    f->nl = nl;
    f->handle = res.handle;
    f->st = st;
    f->counted = 1;
    st->nfiles++;
    cm_buf_init(&f->pending, SIZE_MAX / 2);
    f->readable = r || plus;
    f->writable = w || ap || x || plus;
    f->binary = b;
    f->name = pstr;
    f->mode = mt_str_from_c(st, mode);
    for (int k = 0; k < 2; k++) {
        mt_obj *v = a[3 + k];
        if (v && v != MT_NONE) {
            MT_INCREF(v);
            *(k == 0 ? &f->encoding : &f->errors) = v;
        }
    }
    if (ap && st->host.seek) {
        // As in CPython, an append-mode file starts at its end: tell() is its size at
        // once (a failed seek leaves it at 0; every write still goes to the end).
        monty_error err;
        memset(&err, 0, sizeof err);
        mt_buf_init(st, &err.message);
        int64_t at;
        (void)st->host.seek(st->host.ctx, f->handle, 0, SEEK_END, &at, &err);
        cm_buf_free(&err.message);
    }
    return (mt_obj *)f;
}

static int
check_open(mt_state *st, fileobj *f)
{
    if (f->closed) {
        return mt_raisei(st, MT_EXC(ValueError), "I/O operation on closed file.");
    }
    return 0;
}

static int
check_readable(mt_state *st, fileobj *f)
{
    if (check_open(st, f) < 0) {
        return -1;
    }
    if (!f->readable) {
        // io.UnsupportedOperation is an OSError subclass
        return mt_raisei(st, MT_EXC(OSError), "not readable");
    }
    return 0;
}

/* One host read of at most want bytes (SIZE_MAX: to the end), appended to the
 * unconsumed bytes f->buf[pos..len). Each call is one host call, so one decision.
 * Returns the count read (0 at the end of the file) or -1. The host reads until want
 * bytes or the end (builtins/host.c read_some), so fewer than want means the end. */
// f.newlines counts the line endings in every byte read from the host, as CPython's
// decoder does with its chunks; a \r at the end of one read pairs with a \n that
// starts the next, and a \r at the end of the file is one on its own.
static void
note_newlines(fileobj *f, const char *p, size_t n, int at_end)
{
    if (f->binary || (f->nl != MT_NL_TRANSLATE && f->nl != MT_NL_UNIVERSAL)) {
        return;
    }
    for (size_t i = 0; i < n; i++) {
        if (f->cr_last) {
            f->cr_last = 0;
            if (p[i] == '\n') {
                f->seen |= MT_SEEN_CRLF;
                continue;
            }
            f->seen |= MT_SEEN_CR;
        }
        if (p[i] == '\r') {
            f->cr_last = 1;
        } else if (p[i] == '\n') {
            f->seen |= MT_SEEN_LF;
        }
    }
    if (at_end && f->cr_last) {
        f->cr_last = 0;
        f->seen |= MT_SEEN_CR;
    }
}

static int64_t
read_more(mt_state *st, fileobj *f, size_t want)
{
    if (flush_writes(st, f) < 0) {
        return -1;
    }
    monty_fs_op op;
    memset(&op, 0, sizeof op);
    op.kind = MONTY_FS_READ;
    op.handle = f->handle;
    op.len = want;
    op.path = mt_str_data(f->name);
    op.path_len = mt_str_len(f->name);
    monty_fs_result res;
    memset(&res, 0, sizeof res);
    if (mt_host_fs(st, &op, &res) < 0) {
        return -1;
    }
    note_newlines(f, res.data, res.len, res.len < want);
    if (res.len == 0) {
        cm_free(res.data);
        return 0;
    }
    size_t keep = f->len - f->pos;
    if (keep == 0) {
        cm_free(f->buf);
        f->buf = res.data;
        f->len = res.len;
        f->pos = 0;
        return (int64_t)res.len;
    }
    char *nb = cm_alloc(keep + res.len);
    if (!nb) {
        cm_free(res.data);
        (void)mt_nomem(st);
        return -1;
    }
    memcpy(nb, f->buf + f->pos, keep);
    memcpy(nb + keep, res.data, res.len);
    cm_free(res.data);
    cm_free(f->buf);
    f->buf = nb;
    f->len = keep + res.len;
    f->pos = 0;
    return (int64_t)res.len;
}

// Decoded text, never the bytes as they are: a file's bytes need not be UTF-8. Text
// mode applies newline= first (the line-ending bytes are ASCII in the encodings a
// script uses here).
static mt_obj *
make_result(mt_state *st, fileobj *f, const char *p, size_t n)
{
    if (f->binary) {
        return mt_bytes_new(st, p, n);
    }
    return mt_text_decode(st, p, n, f->nl, f->encoding, f->errors);
}

// Bytes from pos that hold at most k characters of text as a read returns it (a \r\n
// is one character when translating). *chars gets the count; *pending is set when a
// \r ends the bytes before the end of the file, as a \n may follow it.
static size_t
text_span(const fileobj *f, size_t k, int eof, size_t *chars, int *pending)
{
    size_t i = f->pos, c = 0;
    *pending = 0;
    while (i < f->len && c < k) {
        if (f->buf[i] == '\r' && f->nl == MT_NL_TRANSLATE) {
            if (i + 1 < f->len) {
                i += 1 + (f->buf[i + 1] == '\n');
            } else if (eof) {
                i++;
            } else {
                *pending = 1;
                break;
            }
        } else {
            i++;
            while (i < f->len && ((unsigned char)f->buf[i] & 0xc0) == 0x80) {
                i++;
            }
        }
        c++;
    }
    *chars = c;
    return i - f->pos;
}

// Where the line starting at pos ends, scanning from index from: 1 with *end just
// past its terminator, or 0 with *from where to scan again after more bytes arrive.
// A \r at the very end of the bytes waits for the next byte unless eof.
static int
line_end(const fileobj *f, size_t *from, int eof, size_t *end)
{
    int nl = f->binary ? MT_NL_LF : f->nl;
    for (size_t i = *from; i < f->len; i++) {
        char c = f->buf[i];
        if (c == '\n' && nl != MT_NL_CR && nl != MT_NL_CRLF) {
            *end = i + 1;
            return 1;
        }
        if (c != '\r' || nl == MT_NL_LF) {
            continue;
        }
        if (nl == MT_NL_CR) {
            *end = i + 1;
            return 1;
        }
        if (i + 1 < f->len) {
            if (f->buf[i + 1] == '\n') {
                *end = i + 2;
                return 1;
            }
            if (nl != MT_NL_CRLF) {
                *end = i + 1;
                return 1;
            }
            continue;
        }
        if (eof && nl != MT_NL_CRLF) {
            *end = i + 1;
            return 1;
        }
        *from = i;
        return 0;
    }
    *from = f->len;
    return 0;
}

// Bytes read but not returned are ahead of the script's position in the host's
// descriptor. Before a write, drop them: a binary file first moves the descriptor
// back, so the write lands where the script is; a text file writes where its read-ahead
// stopped, as CPython's TextIOWrapper does (it reads 8 KiB chunks, as we do).
static int
drop_readahead(mt_state *st, fileobj *f)
{
    size_t ahead = f->len - f->pos;
    if (ahead > 0 && f->binary && st->host.seek) {
        monty_error err;
        memset(&err, 0, sizeof err);
        mt_buf_init(st, &err.message);
        int64_t at;
        if (st->host.seek(st->host.ctx, f->handle, -(int64_t)ahead, SEEK_CUR, &at, &err) < 0) {
            mt_exc_from_host(st, &err);
            return -1;
        }
        cm_buf_free(&err.message);
    }
    cm_free(f->buf);
    f->buf = NULL;
    f->len = f->pos = 0;
    return 0;
}

#define SELFF ((fileobj *)args[0])

enum { LINE_CHUNK = 8192 };

static mt_obj *
file_read(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    fileobj *f = SELFF;
    if (check_readable(st, f) < 0) {
        return NULL;
    }
    int64_t want = -1;
    if (n > 1 && args[1] != MT_NONE && mt_index(st, args[1], &want) < 0) {
        return NULL;
    }
    size_t avail = f->len - f->pos;
    size_t take;
    if (want < 0) {
        if (read_more(st, f, SIZE_MAX) < 0) {
            return NULL;
        }
        take = f->len - f->pos;
    } else if (f->binary) {
        if ((size_t)want > avail && read_more(st, f, (size_t)want - avail) < 0) {
            return NULL;
        }
        avail = f->len - f->pos;
        take = (size_t)want < avail ? (size_t)want : avail;
    } else {
        // k characters need at most 4k bytes (one more when a \r waits for its \n),
        // read in chunks of at least 8 KiB; a short host read means the end of the file
        int eof = 0, pending;
        size_t chars;
        for (;;) {
            take = text_span(f, (size_t)want, eof, &chars, &pending);
            if (eof || (chars == (size_t)want && !pending)) {
                break;
            }
            size_t left = (size_t)want - chars;
            size_t ask = left > SIZE_MAX / 8 ? SIZE_MAX : left * 4 + 1;
            ask = ask < LINE_CHUNK ? LINE_CHUNK : ask;
            int64_t got = read_more(st, f, ask);
            if (got < 0) {
                return NULL;
            }
            eof = (size_t)got < ask;
        }
    }
    mt_obj *r = make_result(st, f, f->buf ? f->buf + f->pos : "", take);
    if (r) {
        f->pos += take;
    }
    return r;
}

static mt_obj *
file_readline(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    fileobj *f = SELFF;
    if (check_readable(st, f) < 0) {
        return NULL;
    }
    int64_t limit = -1;
    if (n > 1 && args[1] != MT_NONE && mt_index(st, args[1], &limit) < 0) {
        return NULL;
    }
    size_t from = f->pos, end;
    int eof = 0;
    while (!line_end(f, &from, eof, &end)) {
        if (eof) {
            end = f->len;
            break;
        }
        // no line end yet: one more chunk, one host call
        size_t seen = from - f->pos;
        int64_t got = read_more(st, f, LINE_CHUNK);
        if (got < 0) {
            return NULL;
        }
        from = f->pos + seen;
        eof = got < LINE_CHUNK;
    }
    size_t take = end - f->pos;
    if (limit >= 0) {
        size_t chars;
        int pending;
        size_t cap = f->binary ? (size_t)limit : text_span(f, (size_t)limit, 1, &chars, &pending);
        take = cap < take ? cap : take;
    }
    mt_obj *r = make_result(st, f, f->buf ? f->buf + f->pos : "", take);
    if (r) {
        f->pos += take;
    }
    return r;
}

static size_t
result_len(mt_obj *line)
{
    return MT_TYPE(line) == &mt_type_str ? mt_str_len(line) : ((mt_bytes *)line)->len;
}

static mt_obj *
file_readlines(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    // hint: stop once the lines so far hold that many characters (bytes in binary)
    int64_t hint = -1;
    if (n > 1 && args[1] != MT_NONE && mt_index(st, args[1], &hint) < 0) {
        return NULL;
    }
    mt_obj *l = mt_list_new(st, 0);
    if (!l) {
        return NULL;
    }
    int64_t total = 0;
    for (;;) {
        mt_obj *line = file_readline(st, 1, args, NULL);
        if (!line) {
            MT_DECREF(l);
            return NULL;
        }
        size_t len = result_len(line);
        if (len == 0) {
            MT_DECREF(line);
            return l;
        }
        total += MT_TYPE(line) == &mt_type_str ? (int64_t)((mt_str *)line)->nchars : (int64_t)len;
        if (mt_list_append_take(st, l, line) < 0) {
            MT_DECREF(l);
            return NULL;
        }
        if (hint > 0 && total >= hint) {
            return l;
        }
    }
}

static mt_obj *
file_write(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    fileobj *f = SELFF;
    if (check_open(st, f) < 0) {
        return NULL;
    }
    if (!f->writable) {
        return mt_raise(st, MT_EXC(OSError), "not writable");
    }
    mt_obj *data = args[1];
    monty_fs_op op;
    memset(&op, 0, sizeof op);
    op.kind = MONTY_FS_WRITE;
    op.handle = f->handle;
    op.path = mt_str_data(f->name);
    op.path_len = mt_str_len(f->name);
    int64_t count;
    cm_buf b;
    cm_buf_init(&b, SIZE_MAX / 2); // no cap of its own: the file decides
    if (f->binary) {
        if (!mt_bytes_check(data)) {
            return mt_raise(st, MT_EXC(TypeError), "a bytes-like object is required, not '%s'",
                            mt_type_name(data));
        }
        op.data = ((mt_bytes *)data)->data;
        op.len = ((mt_bytes *)data)->len;
        count = (int64_t)op.len;
    } else {
        if (!mt_isinst(data, &mt_type_str)) {
            return mt_raise(st, MT_EXC(TypeError), "write() argument must be str, not %s",
                            mt_arg_type_name(data));
        }
        op.data = mt_str_data(data);
        op.len = mt_str_len(data);
        count = (int64_t)((mt_str *)data)->nchars;
        if ((f->nl == MT_NL_CR || f->nl == MT_NL_CRLF) && memchr(op.data, '\n', op.len)) {
            if (mt_newline_encode(&b, op.data, op.len, f->nl) != 0) {
                cm_buf_free(&b);
                return mt_nomem(st);
            }
            op.data = b.data;
            op.len = b.len;
        }
    }
    if (drop_readahead(st, f) < 0) {
        cm_buf_free(&b);
        return NULL;
    }
    // Small writes wait in pending; a write that fills it goes out with it, and one as
    // large as the buffer goes out at once after it.
    if (f->pending.len + op.len >= WRITE_BUFFER && flush_writes(st, f) < 0) {
        cm_buf_free(&b);
        return NULL;
    }
    if (op.len < WRITE_BUFFER) {
        int rc = cm_buf_add(&f->pending, op.data, op.len);
        cm_buf_free(&b);
        return rc < 0 ? mt_nomem(st) : MT_FROM_SMALL(count);
    }
    monty_fs_result res;
    int rc = mt_host_fs(st, &op, &res);
    cm_buf_free(&b);
    if (rc < 0) {
        return NULL;
    }
    cm_free(res.data);
    return MT_FROM_SMALL(count);
}

static mt_obj *
file_writelines(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *it = mt_iter(st, args[1]);
    if (!it) {
        return NULL;
    }
    mt_obj *x;
    while ((x = mt_next(st, it)) != NULL) {
        mt_obj *argv[2] = {args[0], x};
        mt_obj *r = file_write(st, 2, argv, NULL);
        MT_DECREF(x);
        if (!r) {
            break;
        }
        MT_DECREF(r);
    }
    MT_DECREF(it);
    return st->exc ? NULL : MT_NONE;
}

// The host's seek; -1 with the exception pending. An OS error carries no filename.
static int
host_seek(mt_state *st, fileobj *f, int64_t offset, int whence, int64_t *pos)
{
    if (flush_writes(st, f) < 0) {
        return -1;
    }
    if (!st->host.seek) {
        // io.UnsupportedOperation is an OSError subclass
        return mt_raisei(st, MT_EXC(OSError), "seek");
    }
    monty_error err;
    memset(&err, 0, sizeof err);
    mt_buf_init(st, &err.message);
    if (st->host.seek(st->host.ctx, f->handle, offset, whence, pos, &err) < 0) {
        if (err.kind == MONTY_EXC_OS && err.message.len == 0) {
            mt_raise_errno(st, err.err_no, NULL);
        } else {
            mt_exc_from_host(st, &err);
        }
        cm_buf_free(&err.message);
        return -1;
    }
    cm_buf_free(&err.message);
    return 0;
}

// Where the script is: the host's position less the bytes read ahead.
static int
file_pos(mt_state *st, fileobj *f, int64_t *pos)
{
    if (host_seek(st, f, 0, SEEK_CUR, pos) < 0) {
        return -1;
    }
    *pos -= (int64_t)(f->len - f->pos);
    return 0;
}

static mt_obj *
file_tell(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    fileobj *f = SELFF;
    if (f->closed) {
        return mt_raise(st, MT_EXC(ValueError),
                        f->binary ? "I/O operation on closed file"
                                  : "I/O operation on closed file.");
    }
    if (!f->binary && f->iterating) {
        return mt_raise(st, MT_EXC(OSError), "telling position disabled by next() call");
    }
    // A text file's position is a byte offset: no decoder state is ever pending, as
    // reads take only whole characters (and a \r only with what follows it).
    int64_t pos;
    if (file_pos(st, f, &pos) < 0) {
        return NULL;
    }
    return mt_int_from_i64(st, pos);
}

static mt_obj *
file_seek(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    fileobj *f = SELFF;
    if (f->closed) {
        return mt_raise(st, MT_EXC(ValueError),
                        f->binary ? "seek of closed file" : "I/O operation on closed file.");
    }
    int64_t offset, whence = SEEK_SET;
    if (mt_index(st, args[1], &offset) < 0 || (n > 2 && mt_index(st, args[2], &whence) < 0)) {
        return NULL;
    }
    if (whence < 0 || whence > 2) {
        if (f->binary) {
            return mt_raise(st, MT_EXC(ValueError), "whence value %lld unsupported",
                            (long long)whence);
        }
        return mt_raise(st, MT_EXC(ValueError), "invalid whence (%lld, should be 0, 1 or 2)",
                        (long long)whence);
    }
    if (!f->binary) {
        // A text position is a cookie from tell(): only 0 may be relative.
        if (whence == SEEK_CUR && offset != 0) {
            return mt_raise(st, MT_EXC(OSError), "can't do nonzero cur-relative seeks");
        }
        if (whence == SEEK_END && offset != 0) {
            return mt_raise(st, MT_EXC(OSError), "can't do nonzero end-relative seeks");
        }
        if (whence == SEEK_SET && offset < 0) {
            return mt_raise(st, MT_EXC(ValueError), "negative seek position %lld",
                            (long long)offset);
        }
    }
    if (whence == SEEK_CUR) {
        // relative to the script's position, not the host's
        offset -= (int64_t)(f->len - f->pos);
    }
    int64_t pos;
    if (host_seek(st, f, offset, (int)whence, &pos) < 0) {
        return NULL;
    }
    cm_free(f->buf);
    f->buf = NULL;
    f->len = f->pos = 0;
    f->iterating = 0;
    f->cr_last = 0;
    return mt_int_from_i64(st, pos);
}

static mt_obj *
file_seekable(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (check_open(st, SELFF) < 0) {
        return NULL;
    }
    return MT_BOOL(st->host.seek != NULL);
}

static mt_obj *
file_readable(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (check_open(st, SELFF) < 0) {
        return NULL;
    }
    return MT_BOOL(SELFF->readable);
}

static mt_obj *
file_writable(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (check_open(st, SELFF) < 0) {
        return NULL;
    }
    return MT_BOOL(SELFF->writable);
}

static mt_obj *
file_close(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    fileobj *f = SELFF;
    if (f->closed) {
        return MT_NONE;
    }
    // As CPython: the pending bytes go first; the handle is closed even when that fails,
    // and the write's error is the one raised.
    int flushed = flush_writes(st, f);
    f->closed = 1;
    monty_fs_op op;
    memset(&op, 0, sizeof op);
    op.kind = MONTY_FS_CLOSE;
    op.handle = f->handle;
    op.path = mt_str_data(f->name);
    op.path_len = mt_str_len(f->name);
    monty_fs_result res;
    if (flushed < 0) {
        mt_obj *why = st->exc;
        st->exc = NULL;
        if (mt_host_fs(st, &op, &res) == 0) {
            cm_free(res.data);
        }
        MT_CLEAR(st->exc);
        st->exc = why;
        return NULL;
    }
    if (mt_host_fs(st, &op, &res) < 0) {
        return NULL;
    }
    cm_free(res.data);
    return MT_NONE;
}

static mt_obj *
file_enter(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (check_open(st, SELFF) < 0) {
        return NULL;
    }
    MT_INCREF(args[0]);
    return args[0];
}

static mt_obj *
file_exit(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    mt_obj *r = file_close(st, 1, args, kw);
    if (!r) {
        return NULL;
    }
    return MT_FALSE;
}

static mt_obj *
file_flush(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (check_open(st, SELFF) < 0 || flush_writes(st, SELFF) < 0) {
        return NULL;
    }
    return MT_NONE;
}

static mt_obj *
file_iter(mt_state *st, mt_obj *o)
{
    if (check_open(st, (fileobj *)o) < 0) {
        return NULL;
    }
    MT_INCREF(o);
    return o;
}

static mt_obj *
file_next(mt_state *st, mt_obj *o)
{
    fileobj *f = (fileobj *)o;
    mt_obj *argv[1] = {o};
    mt_obj *line = file_readline(st, 1, argv, NULL);
    if (!line) {
        f->iterating = 0;
        return NULL;
    }
    if (result_len(line) == 0) {
        MT_DECREF(line);
        f->iterating = 0;
        return NULL;
    }
    // CPython's text files refuse tell() while a for loop reads ahead of it
    f->iterating = !f->binary;
    return line;
}

static mt_obj *
file_repr(mt_state *st, mt_obj *o)
{
    fileobj *f = (fileobj *)o;
    if (f->binary) {
        return mt_str_printf(st, "<_io.BufferedReader name=%R>", f->name);
    }
    return mt_str_printf(st, "<_io.TextIOWrapper name=%R mode=%R encoding='UTF-8'>", f->name,
                         f->mode);
}

static mt_obj *
file_closed_get(mt_state *st, mt_obj *o)
{
    (void)st;
    return MT_BOOL(((fileobj *)o)->closed);
}

static mt_obj *
file_name_get(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((fileobj *)o)->name);
    return ((fileobj *)o)->name;
}

static mt_obj *
file_mode_get(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((fileobj *)o)->mode);
    return ((fileobj *)o)->mode;
}

// f.newlines: the line endings read so far (universal modes only), as CPython gives
// them: None, one string, or a tuple in the order \r, \n, \r\n.
static mt_obj *
file_newlines_get(mt_state *st, mt_obj *o)
{
    fileobj *f = (fileobj *)o;
    if (f->binary) {
        return mt_raise(st, MT_EXC(AttributeError),
                        "'_io.BufferedReader' object has no attribute 'newlines'");
    }
    static const char *const names[3] = {"\r", "\n", "\r\n"};
    mt_obj *items[3];
    size_t k = 0;
    for (int i = 0; i < 3; i++) {
        if (f->seen & (1 << i)) {
            items[k] = mt_str_from_c(st, names[i]);
            if (!items[k]) {
                while (k > 0) {
                    MT_DECREF(items[--k]);
                }
                return NULL;
            }
            k++;
        }
    }
    if (k == 0) {
        return MT_NONE;
    }
    if (k == 1) {
        return items[0];
    }
    mt_obj *t = mt_tuple_from_array(st, items, k);
    while (k > 0) {
        MT_DECREF(items[--k]);
    }
    return t;
}

static const mt_method file_methods[] = {{"read", file_read, MT_ARGS(0, 1)},
                                         {"readline", file_readline, MT_ARGS(0, 1)},
                                         {"readlines", file_readlines, MT_ARGS(0, 1)},
                                         {"write", file_write, MT_ARGS(1, 1)},
                                         {"writelines", file_writelines, MT_ARGS(1, 1)},
                                         {"close", file_close, MT_ARGS(0, 0)},
                                         {"flush", file_flush, MT_ARGS(0, 0)},
                                         {"seek", file_seek, MT_ARGS(1, 2)},
                                         {"tell", file_tell, MT_ARGS(0, 0)},
                                         {"seekable", file_seekable, MT_ARGS(0, 0)},
                                         {"readable", file_readable, MT_ARGS(0, 0)},
                                         {"writable", file_writable, MT_ARGS(0, 0)},
                                         {"__enter__", file_enter, MT_ARGS(0, 0)},
                                         {"__exit__", file_exit, MT_ARGS(0, 3)},
                                         {NULL, NULL, 0}};
static const mt_getset file_getsets[] = {{"closed", file_closed_get, NULL},
                                         {"name", file_name_get, NULL},
                                         {"mode", file_mode_get, NULL},
                                         {"newlines", file_newlines_get, NULL},
                                         {NULL, NULL, NULL}};

const mt_type mt_type_file = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "_io.TextIOWrapper",
    .basicsize = sizeof(fileobj),
    .base = &mt_type_object,
    .clear = file_clear,
    .release = file_release,
    .repr = file_repr,
    .iter = file_iter,
    .next = file_next,
    .methods = file_methods,
    .getsets = file_getsets,
};
