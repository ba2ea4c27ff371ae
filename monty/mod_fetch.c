/* fetch(): argument checks in Monty, then one host->fetch call; the response as a dict. */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/mod_fetch.h"

static const char *const param_names[4] = {"url", "method", "headers", "body"};

// Bind positional and keyword arguments to the four parameters, with the spec's texts.
static int
bind_args(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw, mt_obj *out[4])
{
    memset(out, 0, 4 * sizeof out[0]);
    if (n > 4) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "fetch() takes at most 4 positional arguments but %zu were given", n);
    }
    for (size_t i = 0; i < n; i++) {
        out[i] = args[i];
    }
    size_t nk = kw ? MT_TUPLE_N(kw) : 0;
    for (size_t k = 0; k < nk; k++) {
        const char *name = mt_str_data(MT_TUPLE_ITEM(kw, k));
        int slot = -1;
        for (int p = 0; p < 4; p++) {
            if (strcmp(name, param_names[p]) == 0) {
                slot = p;
            }
        }
        if (slot < 0) {
            return mt_raisei(st, MT_EXC(TypeError),
                             "fetch() got an unexpected keyword argument '%s'", name);
        }
        if (out[slot]) {
            return mt_raisei(st, MT_EXC(TypeError), "fetch() got multiple values for argument '%s'",
                             name);
        }
        out[slot] = args[n + k];
    }
    return 0;
}

// The response as {"status": int, "headers": {name: value}, "body": str}.
static mt_obj *
response_dict(mt_state *st, const monty_fetch_resp *resp)
{
    mt_obj *d = mt_dict_new(st);
    mt_obj *h = mt_dict_new(st);
    mt_obj *body = mt_str_new(st, resp->body ? resp->body : "", resp->body ? resp->body_len : 0);
    if (!d || !h || !body) {
        goto fail;
    }
    for (size_t i = 0; i < resp->n_headers; i++) {
        mt_obj *v = mt_str_from_c(st, resp->headers[i].value ? resp->headers[i].value : "");
        if (!v || mt_dict_set_str(st, h, resp->headers[i].name, v) < 0) {
            MT_XDECREF(v);
            goto fail;
        }
        MT_DECREF(v);
    }
    if (mt_dict_set_str(st, d, "status", MT_FROM_SMALL(resp->status)) < 0 ||
        mt_dict_set_str(st, d, "headers", h) < 0 || mt_dict_set_str(st, d, "body", body) < 0) {
        goto fail;
    }
    MT_DECREF(h);
    MT_DECREF(body);
    return d;
fail:
    MT_XDECREF(d);
    MT_XDECREF(h);
    MT_XDECREF(body);
    return NULL;
}

static void
resp_free(monty_fetch_resp *resp)
{
    for (size_t i = 0; i < resp->n_headers; i++) {
        cm_free(resp->headers[i].name);
        cm_free(resp->headers[i].value);
    }
    cm_free(resp->headers);
    cm_free(resp->body);
    memset(resp, 0, sizeof *resp);
}

/* Documented in mod_fetch.h. */
mt_obj *
mt_fetch_call(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_obj *a[4];
    if (bind_args(st, n, args, kw, a) < 0) {
        return NULL;
    }
    if (!a[0]) {
        return mt_raise(st, MT_EXC(TypeError), "fetch() takes a url string");
    }
    if (!mt_isinst(a[0], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "fetch() url must be a string");
    }
    mt_obj *method = a[1] == MT_NONE ? NULL : a[1];
    if (method && !mt_isinst(method, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "fetch() method must be a string");
    }
    mt_obj *headers = a[2] == MT_NONE ? NULL : a[2];
    if (headers && !mt_isinst(headers, &mt_type_dict)) {
        return mt_raise(st, MT_EXC(TypeError), "fetch() headers must be a dict");
    }
    mt_obj *body = a[3] == MT_NONE ? NULL : a[3];
    if (body && !mt_isinst(body, &mt_type_str) && !mt_bytes_check(body)) {
        return mt_raise(st, MT_EXC(TypeError), "fetch() body must be str or bytes");
    }
    size_t nh = headers ? MT_DICT_LEN(headers) : 0;
    monty_header *hv = NULL;
    if (nh > 0) {
        hv = cm_alloc(nh * sizeof *hv);
        if (!hv) {
            return mt_nomem(st);
        }
        size_t pos = 0, i = 0;
        mt_obj *k, *v;
        while (i < nh && mt_dict_next(headers, &pos, &k, &v)) {
            if (!mt_isinst(k, &mt_type_str) || !mt_isinst(v, &mt_type_str)) {
                cm_free(hv);
                return mt_raise(st, MT_EXC(TypeError), "fetch() headers must be a {str: str} dict");
            }
            hv[i].name = (char *)mt_str_data(k);
            hv[i].value = (char *)mt_str_data(v);
            i++;
        }
        nh = i;
    }
    monty_fetch_req req;
    memset(&req, 0, sizeof req);
    req.url = mt_str_data(a[0]);
    req.method = method ? mt_str_data(method) : "GET";
    req.headers = hv;
    req.n_headers = nh;
    if (body) {
        req.has_body = 1;
        if (mt_bytes_check(body)) {
            req.body = ((mt_bytes *)body)->data;
            req.body_len = ((mt_bytes *)body)->len;
        } else {
            req.body = mt_str_data(body);
            req.body_len = mt_str_len(body);
        }
    }
    if (!st->host.fetch) {
        cm_free(hv);
        return mt_raise(st, MT_EXC(OSError), "fetch() is not available");
    }
    monty_fetch_resp resp;
    memset(&resp, 0, sizeof resp);
    monty_error err;
    memset(&err, 0, sizeof err);
    mt_buf_init(st, &err.message);
    int rc = st->host.fetch(st->host.ctx, &req, &resp, &err);
    cm_free(hv);
    if (rc < 0) {
        resp_free(&resp);
        return mt_exc_from_host(st, &err);
    }
    cm_buf_free(&err.message);
    mt_obj *r = response_dict(st, &resp);
    resp_free(&resp);
    return r;
}
