int main(void) { return 0; }
char * const
// expect: 2:6: error: unexpected end of file after '*': the file ends inside an unfinished declarator
