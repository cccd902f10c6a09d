int main(void) { return 0; }
void g(int *
// expect: 2:12: error: unexpected end of file after '*': the file ends inside an unfinished declarator
