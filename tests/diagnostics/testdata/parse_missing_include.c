#include "no_such_header.h"
int main(void) { return 0; }
// expect: 1:10: error: include file not found: "no_such_header.h"
// expect: 2:1: error: unexpected EOF
