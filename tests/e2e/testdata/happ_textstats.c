/* Text statistics on the device: a char buffer mapped as a section,
 * word starts found per position, letter frequencies through atomics on
 * an unsigned char index, a line table built with atomic capture, and a
 * printf from a single-thread target region. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const char *lines[] = {
  "The quick brown fox jumps over the lazy dog.",
  "  Pack my box with five dozen liquor jugs!",
  "How vexingly quick daft zebras jump;",
  "",
  "Sphinx of black quartz, judge my vow.   ",
};

#pragma omp declare target
static int is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static char lower(char c) { return (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c; }
#pragma omp end declare target

int main(void) {
  char buf[1024];
  size_t len = 0;
  for (int r = 0; r < 40; r++) {
    const char *l = lines[r % 5];
    memcpy(buf + len, l, strlen(l));
    len += strlen(l);
    buf[len++] = '\n';
    if (len > 900) break;
  }
  buf[len] = '\0';
  int freq[26] = {0}, words = 0, nlines = 0, linestart[64];
  int n = (int)len;
#pragma omp target teams distribute parallel for map(to: buf[0:n + 1]) map(tofrom: freq, words, nlines) \
    map(from: linestart) reduction(+: words)
  for (int i = 0; i < n; i++) {
    char c = buf[i];
    if (is_alpha(c)) {
      unsigned char k = (unsigned char)(lower(c) - 'a');
#pragma omp atomic
      freq[k] += 1;
      if (i == 0 || !is_alpha(buf[i - 1])) words++;
    }
    if (c == '\n') {
      int slot;
#pragma omp atomic capture
      slot = nlines++;
      linestart[slot] = i; /* the end of a line, in whatever order */
    }
  }
  int ends = 0;
  for (int k = 0; k < nlines; k++) ends += linestart[k];
  printf("text: len=%d words=%d lines=%d ends=%d\n", n, words, nlines, ends);
  printf("freq:");
  for (int k = 0; k < 26; k++) printf(" %c%d", 'a' + k, freq[k]);
  printf("\n");
  int longest = 0;
#pragma omp target map(to: buf[0:n + 1]) map(tofrom: longest)
  {
    int cur = 0;
    for (int i = 0; buf[i]; i++) {
      if (buf[i] == '\n') { if (cur > longest) longest = cur; cur = 0; } else cur++;
    }
    printf("device: longest line %d, starts with '%c'\n", longest, buf[0]);
  }
  fflush(stdout);
  printf("PASS happ_textstats\n");
  return 0;
}
