/* Unit tests for common/icu.c: each forwarded ICU function reaches the real library,
 * loaded on first use, and answers as ICU does. */
#include <criterion/criterion.h>
#include <string.h>
#include <unicode/ucasemap.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

Test(cm_icu, character_properties)
{
    cr_assert_eq(u_charType(0x41), U_UPPERCASE_LETTER);
    cr_assert_eq(u_charType(0x663), U_DECIMAL_DIGIT_NUMBER); // ARABIC-INDIC DIGIT THREE
    cr_assert_eq(u_charDigitValue(0x663), 3);
    cr_assert_float_eq(u_getNumericValue(0xbd), 0.5, 1e-12); // VULGAR FRACTION ONE HALF
    cr_assert(u_hasBinaryProperty(0x3c3, UCHAR_LOWERCASE));
    cr_assert(u_isalpha(0xe9));
    cr_assert(!u_isprint(0x7));
    cr_assert(u_isUWhiteSpace(0x2003));
    cr_assert(u_isMirrored(0x28));
    cr_assert_eq(u_charDirection(0x5d0), U_RIGHT_TO_LEFT);
    cr_assert_eq(u_getCombiningClass(0x301), 230);
    cr_assert_eq(u_getIntPropertyValue(0x41, UCHAR_EAST_ASIAN_WIDTH), U_EA_NARROW);
    UVersionInfo age;
    u_charAge(0x20ac, age); // EURO SIGN: Unicode 2.1
    cr_assert_eq(age[0], 2);
    cr_assert_eq(age[1], 1);
}

Test(cm_icu, names_both_ways)
{
    char name[64];
    UErrorCode err = U_ZERO_ERROR;
    int32_t n = u_charName(0x41, U_UNICODE_CHAR_NAME, name, sizeof name, &err);
    cr_assert(U_SUCCESS(err));
    cr_assert_eq(n, 22);
    cr_assert_str_eq(name, "LATIN CAPITAL LETTER A");
    err = U_ZERO_ERROR;
    cr_assert_eq(u_charFromName(U_UNICODE_CHAR_NAME, "SNOWMAN", &err), 0x2603);
    cr_assert(U_SUCCESS(err));
}

Test(cm_icu, utf8_case_mapping_and_normalization)
{
    UChar src[16], dst[16];
    int32_t len = 0;
    UErrorCode err = U_ZERO_ERROR;
    u_strFromUTF8(src, 16, &len,
                  "stra\xc3\x9f"
                  "e",
                  -1, &err); // "straße"
    cr_assert(U_SUCCESS(err));
    cr_assert_eq(len, 6);
    int32_t up = u_strToUpper(dst, 16, src, len, "", &err);
    char out[32];
    int32_t outlen = 0;
    u_strToUTF8(out, sizeof out, &outlen, dst, up, &err);
    cr_assert(U_SUCCESS(err));
    cr_assert_str_eq(out, "STRASSE");
    int32_t low = u_strToLower(dst, 16, src, len, "", &err);
    cr_assert_eq(low, 6);
    int32_t folded = u_strFoldCase(dst, 16, src, len, U_FOLD_CASE_DEFAULT, &err);
    cr_assert_eq(folded, 7); // ß folds to ss
    UCaseMap *map = ucasemap_open("", U_TITLECASE_WHOLE_STRING, &err);
    cr_assert_not_null(map);
    int32_t t = ucasemap_toTitle(map, dst, 16, src, len, &err);
    cr_assert(U_SUCCESS(err));
    cr_assert_eq(t, 6);
    cr_assert_eq(dst[0], 'S');
    ucasemap_close(map);

    const UChar decomposed[] = {'e', 0x301};
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&err);
    cr_assert_not_null(nfc);
    cr_assert(!unorm2_isNormalized(nfc, decomposed, 2, &err));
    cr_assert_eq(unorm2_normalize(nfc, decomposed, 2, dst, 16, &err), 1);
    cr_assert_eq(dst[0], 0xe9);
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&err);
    cr_assert_eq(unorm2_getRawDecomposition(nfd, 0xe9, dst, 16, &err), 2);
    cr_assert_not_null(unorm2_getNFKCInstance(&err));
    cr_assert_not_null(unorm2_getNFKDInstance(&err));
    cr_assert(U_SUCCESS(err));
}
