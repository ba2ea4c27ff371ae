/* Python parser: tokens to the AST of monty/ast.h (the entry, mt_parse, is declared there). */
#ifndef MONTY_PARSE_H
#define MONTY_PARSE_H

#include "monty/ast.h"

enum {
    // Nesting of expressions and blocks the parser accepts before it reports
    // MT_SYNERR_RECURSION; brackets alone stop earlier (MT_LEX_MAXLEVEL).
    MT_PARSE_MAXDEPTH = 1000
};

#endif
