int main(void) { return 0; }
int *;
// expect: 2:5: error: unexpected end of file after '*': the file ends inside an unfinished declarator
