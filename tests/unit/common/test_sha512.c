/* Unit tests for common/sha512.c: FIPS 180-4 test vectors and the padding edges. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "common/sha512.h"

static void
expect_digest(const void *data, size_t len, const char *want_hex)
{
    unsigned char d[CM_SHA512_LEN];
    cm_sha512(data, len, d);
    char got[2 * CM_SHA512_LEN + 1];
    for (int i = 0; i < CM_SHA512_LEN; i++) {
        snprintf(got + 2 * i, 3, "%02x", d[i]);
    }
    cr_assert_str_eq(got, want_hex, "digest of %zu bytes", len);
}

Test(cm_sha512, known_vectors)
{
    expect_digest("abc", 3,
                  "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                  "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f");
    expect_digest("", 0,
                  "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
                  "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e");
    const char *two = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
                      "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";
    expect_digest(two, strlen(two),
                  "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
                  "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909");
}

Test(cm_sha512, padding_edges_and_long_input)
{
    char a[112];
    memset(a, 'a', sizeof a);
    // 111 bytes: the length still fits the last block; 112: it needs one more
    expect_digest(a, 111,
                  "fa9121c7b32b9e01733d034cfc78cbf67f926c7ed83e82200ef86818196921760"
                  "b4beff48404df811b953828274461673c68d04e297b0eb7b2b4d60fc6b566a2");
    expect_digest(a, 112,
                  "c01d080efd492776a1c43bd23dd99d0a2e626d481e16782e75d54c2503b5dc32"
                  "bd05f0f1ba33e568b88fd2d970929b719ecbb152f58f130a407c8830604b70ca");
    size_t n = 1000000;
    char *m = cm_alloc(n);
    cr_assert_not_null(m);
    memset(m, 'a', n);
    expect_digest(m, n,
                  "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973eb"
                  "de0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b");
    cm_free(m);
}
