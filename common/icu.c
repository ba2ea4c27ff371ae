/* ICU's common library, loaded at the first use of one of its functions instead of at
 * start-up.
 *
 * Linking libicuuc made every start of the shell relocate it and the C++ runtime it
 * needs (about two million instructions and ninety page faults), though most scripts
 * never look at a character outside ASCII. Each function the box calls is defined here
 * under ICU's own (version-renamed) name, with the prototype from ICU's headers, and
 * forwards to the real one, found with dlsym on first use. Call sites include ICU's
 * headers and call ICU as usual; a function not listed here does not link, which is
 * how a new use gets noticed.
 *
 * When the library cannot be loaded, each function answers as ICU does for an unknown
 * code point, and functions with an error code report U_MISSING_RESOURCE_ERROR. The
 * handle and the looked-up addresses are process-wide caches, like a linked library's. */
#include "config.h"

#include <dlfcn.h>
#include <string.h>
#include <unicode/ucasemap.h>
#include <unicode/uchar.h>
#include <unicode/uidna.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/uvernum.h>

#define ICU_STR2(x) #x
#define ICU_STR(x)  ICU_STR2(x) // expands ICU's renaming: "u_charType_72"

// The library handle, opened on the first call; NULL when it cannot be opened.
static void *
icu_lib(void)
{
    static void *lib;
    static int tried;
    if (!tried) {
        tried = 1;
        lib = dlopen("libicuuc.so." ICU_STR(U_ICU_VERSION_MAJOR_NUM), RTLD_NOW | RTLD_LOCAL);
    }
    return lib;
}

// The address of ICU's function name, cached in *slot; NULL when it is not there.
static void *
icu_sym(const char *name, void **slot)
{
    if (!*slot) {
        void *lib = icu_lib();
        *slot = lib ? dlsym(lib, name) : NULL;
    }
    return *slot;
}

// Declares `real`, the real fn (NULL when ICU is missing).
#define ICU_REAL(fn)                                                                               \
    static void *slot_;                                                                            \
    __typeof__(&fn) real = (__typeof__(&fn))icu_sym(ICU_STR(fn), &slot_)

static void
set_missing(UErrorCode *err)
{
    if (err && U_SUCCESS(*err)) {
        *err = U_MISSING_RESOURCE_ERROR;
    }
}

/* ---- uchar.h ---- */

/* ICU's u_charAge (unicode/uchar.h), forwarded. */
void
u_charAge(UChar32 c, UVersionInfo versionArray)
{
    ICU_REAL(u_charAge);
    if (!real) {
        memset(versionArray, 0, sizeof(UVersionInfo));
        return;
    }
    real(c, versionArray);
}

/* ICU's u_charDirection (unicode/uchar.h), forwarded. */
UCharDirection
u_charDirection(UChar32 c)
{
    ICU_REAL(u_charDirection);
    return real ? real(c) : U_LEFT_TO_RIGHT;
}

/* ICU's u_charFromName (unicode/uchar.h), forwarded. */
UChar32
u_charFromName(UCharNameChoice nameChoice, const char *name, UErrorCode *pErrorCode)
{
    ICU_REAL(u_charFromName);
    if (!real) {
        set_missing(pErrorCode);
        return 0xffff;
    }
    return real(nameChoice, name, pErrorCode);
}

/* ICU's u_charName (unicode/uchar.h), forwarded. */
int32_t
u_charName(UChar32 code, UCharNameChoice nameChoice, char *buffer, int32_t bufferLength,
           UErrorCode *pErrorCode)
{
    ICU_REAL(u_charName);
    if (!real) {
        set_missing(pErrorCode);
        return 0;
    }
    return real(code, nameChoice, buffer, bufferLength, pErrorCode);
}

/* ICU's u_charType (unicode/uchar.h), forwarded. */
int8_t
u_charType(UChar32 c)
{
    ICU_REAL(u_charType);
    return real ? real(c) : (int8_t)U_UNASSIGNED;
}

/* ICU's u_charDigitValue (unicode/uchar.h), forwarded. */
int32_t
u_charDigitValue(UChar32 c)
{
    ICU_REAL(u_charDigitValue);
    return real ? real(c) : -1;
}

/* ICU's u_getCombiningClass (unicode/uchar.h), forwarded. */
uint8_t
u_getCombiningClass(UChar32 c)
{
    ICU_REAL(u_getCombiningClass);
    return real ? real(c) : 0;
}

/* ICU's u_getIntPropertyValue (unicode/uchar.h), forwarded. */
int32_t
u_getIntPropertyValue(UChar32 c, UProperty which)
{
    ICU_REAL(u_getIntPropertyValue);
    return real ? real(c, which) : 0;
}

/* ICU's u_getNumericValue (unicode/uchar.h), forwarded. */
double
u_getNumericValue(UChar32 c)
{
    ICU_REAL(u_getNumericValue);
    return real ? real(c) : U_NO_NUMERIC_VALUE;
}

/* ICU's u_hasBinaryProperty (unicode/uchar.h), forwarded. */
UBool
u_hasBinaryProperty(UChar32 c, UProperty which)
{
    ICU_REAL(u_hasBinaryProperty);
    return real ? real(c, which) : 0;
}

/* ICU's u_isMirrored (unicode/uchar.h), forwarded. */
UBool
u_isMirrored(UChar32 c)
{
    ICU_REAL(u_isMirrored);
    return real ? real(c) : 0;
}

/* ICU's u_isUWhiteSpace (unicode/uchar.h), forwarded. */
UBool
u_isUWhiteSpace(UChar32 c)
{
    ICU_REAL(u_isUWhiteSpace);
    return real ? real(c) : 0;
}

/* ICU's u_isalpha (unicode/uchar.h), forwarded. */
UBool
u_isalpha(UChar32 c)
{
    ICU_REAL(u_isalpha);
    return real ? real(c) : 0;
}

/* ICU's u_isprint (unicode/uchar.h), forwarded. */
UBool
u_isprint(UChar32 c)
{
    ICU_REAL(u_isprint);
    return real ? real(c) : 0;
}

/* ---- ustring.h, ucasemap.h ---- */

/* ICU's u_strFoldCase (unicode/ustring.h), forwarded. */
int32_t
u_strFoldCase(UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength,
              uint32_t options, UErrorCode *pErrorCode)
{
    ICU_REAL(u_strFoldCase);
    if (!real) {
        set_missing(pErrorCode);
        return 0;
    }
    return real(dest, destCapacity, src, srcLength, options, pErrorCode);
}

/* ICU's u_strToLower (unicode/ustring.h), forwarded. */
int32_t
u_strToLower(UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength,
             const char *locale, UErrorCode *pErrorCode)
{
    ICU_REAL(u_strToLower);
    if (!real) {
        set_missing(pErrorCode);
        return 0;
    }
    return real(dest, destCapacity, src, srcLength, locale, pErrorCode);
}

/* ICU's u_strToUpper (unicode/ustring.h), forwarded. */
int32_t
u_strToUpper(UChar *dest, int32_t destCapacity, const UChar *src, int32_t srcLength,
             const char *locale, UErrorCode *pErrorCode)
{
    ICU_REAL(u_strToUpper);
    if (!real) {
        set_missing(pErrorCode);
        return 0;
    }
    return real(dest, destCapacity, src, srcLength, locale, pErrorCode);
}

/* ICU's u_strToUTF8 (unicode/ustring.h), forwarded. */
char *
u_strToUTF8(char *dest, int32_t destCapacity, int32_t *pDestLength, const UChar *src,
            int32_t srcLength, UErrorCode *pErrorCode)
{
    ICU_REAL(u_strToUTF8);
    if (!real) {
        set_missing(pErrorCode);
        return NULL;
    }
    return real(dest, destCapacity, pDestLength, src, srcLength, pErrorCode);
}

/* ICU's u_strFromUTF8 (unicode/ustring.h), forwarded. */
UChar *
u_strFromUTF8(UChar *dest, int32_t destCapacity, int32_t *pDestLength, const char *src,
              int32_t srcLength, UErrorCode *pErrorCode)
{
    ICU_REAL(u_strFromUTF8);
    if (!real) {
        set_missing(pErrorCode);
        return NULL;
    }
    return real(dest, destCapacity, pDestLength, src, srcLength, pErrorCode);
}

/* ICU's ucasemap_open (unicode/ucasemap.h), forwarded. */
UCaseMap *
ucasemap_open(const char *locale, uint32_t options, UErrorCode *pErrorCode)
{
    ICU_REAL(ucasemap_open);
    if (!real) {
        set_missing(pErrorCode);
        return NULL;
    }
    return real(locale, options, pErrorCode);
}

/* ICU's ucasemap_close (unicode/ucasemap.h), forwarded. */
void
ucasemap_close(UCaseMap *csm)
{
    ICU_REAL(ucasemap_close);
    if (real) {
        real(csm);
    }
}

/* ICU's ucasemap_toTitle (unicode/ucasemap.h), forwarded. */
int32_t
ucasemap_toTitle(UCaseMap *csm, UChar *dest, int32_t destCapacity, const UChar *src,
                 int32_t srcLength, UErrorCode *pErrorCode)
{
    ICU_REAL(ucasemap_toTitle);
    if (!real) {
        set_missing(pErrorCode);
        return 0;
    }
    return real(csm, dest, destCapacity, src, srcLength, pErrorCode);
}

/* ---- unorm2.h ---- */

/* ICU's unorm2_get*Instance (unicode/unorm2.h), forwarded: the instance, or NULL with
 * the error set. */
#define ICU_NORM_GETTER(fn)                                                                        \
    const UNormalizer2 *fn(UErrorCode *pErrorCode)                                                 \
    {                                                                                              \
        ICU_REAL(fn);                                                                              \
        if (!real) {                                                                               \
            set_missing(pErrorCode);                                                               \
            return NULL;                                                                           \
        }                                                                                          \
        return real(pErrorCode);                                                                   \
    }

ICU_NORM_GETTER(unorm2_getNFCInstance)
ICU_NORM_GETTER(unorm2_getNFDInstance)
ICU_NORM_GETTER(unorm2_getNFKCInstance)
ICU_NORM_GETTER(unorm2_getNFKDInstance)

/* ICU's unorm2_getRawDecomposition (unicode/unorm2.h), forwarded. */
int32_t
unorm2_getRawDecomposition(const UNormalizer2 *norm2, UChar32 c, UChar *decomposition,
                           int32_t capacity, UErrorCode *pErrorCode)
{
    ICU_REAL(unorm2_getRawDecomposition);
    if (!real) {
        set_missing(pErrorCode);
        return 0;
    }
    return real(norm2, c, decomposition, capacity, pErrorCode);
}

/* ICU's unorm2_isNormalized (unicode/unorm2.h), forwarded. */
UBool
unorm2_isNormalized(const UNormalizer2 *norm2, const UChar *s, int32_t length,
                    UErrorCode *pErrorCode)
{
    ICU_REAL(unorm2_isNormalized);
    if (!real) {
        set_missing(pErrorCode);
        return 0;
    }
    return real(norm2, s, length, pErrorCode);
}

/* ICU's unorm2_normalize (unicode/unorm2.h), forwarded. */
int32_t
unorm2_normalize(const UNormalizer2 *norm2, const UChar *src, int32_t length, UChar *dest,
                 int32_t capacity, UErrorCode *pErrorCode)
{
    ICU_REAL(unorm2_normalize);
    if (!real) {
        set_missing(pErrorCode);
        return 0;
    }
    return real(norm2, src, length, dest, capacity, pErrorCode);
}

/* ---- uidna.h ---- */

/* ICU's uidna_openUTS46 (unicode/uidna.h), forwarded. */
UIDNA *
uidna_openUTS46(uint32_t options, UErrorCode *pErrorCode)
{
    ICU_REAL(uidna_openUTS46);
    if (!real) {
        set_missing(pErrorCode);
        return NULL;
    }
    return real(options, pErrorCode);
}

/* ICU's uidna_close (unicode/uidna.h), forwarded. */
void
uidna_close(UIDNA *idna)
{
    ICU_REAL(uidna_close);
    if (real) {
        real(idna);
    }
}

/* ICU's uidna_labelToASCII and uidna_labelToUnicode (unicode/uidna.h), forwarded: the two
 * take the same arguments. */
#define UIDNA_LABEL_FORWARD(fn)                                                                    \
    int32_t fn(const UIDNA *idna, const UChar *label, int32_t length, UChar *dest,                 \
               int32_t capacity, UIDNAInfo *pInfo, UErrorCode *pErrorCode)                         \
    {                                                                                              \
        ICU_REAL(fn);                                                                              \
        if (!real) {                                                                               \
            set_missing(pErrorCode);                                                               \
            return 0;                                                                              \
        }                                                                                          \
        return real(idna, label, length, dest, capacity, pInfo, pErrorCode);                       \
    }
UIDNA_LABEL_FORWARD(uidna_labelToASCII)
UIDNA_LABEL_FORWARD(uidna_labelToUnicode)
