/* C library routines that device code calls in ordinary programs:
 * string lengths and comparisons, copies, and a device heap (malloc,
 * calloc, free), in target regions and in a declare target function.
 * Comparisons print their sign only: the C library and a GPU's device
 * runtime may return different magnitudes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NW 6

static int sign(int v) { return (v > 0) - (v < 0); }

/* Counts the words of keys that equal word, by strcmp. */
static int count_word(const char *keys, int stride, int n, const char *word) {
  int c = 0;
  for (int i = 0; i < n; i++) c += strcmp(keys + i * stride, word) == 0;
  return c;
}
#pragma omp declare target(count_word, sign)

int main(void) {
  int bad = 0;
  char words[NW][16] = {"omp", "target", "teams", "omp", "", "targets"};
  int lens[NW], cmp[NW], ncmp[NW], mcmp[NW];
  char copies[NW][16];
  char padded[NW][8];
  memset(padded, 'x', sizeof padded);
#pragma omp target teams distribute parallel for map(to: words) map(from: lens, cmp, ncmp, mcmp, copies) map(tofrom: padded)
  for (int i = 0; i < NW; i++) {
    lens[i] = (int)strlen(words[i]);
    cmp[i] = sign(strcmp(words[i], "target"));
    ncmp[i] = sign(strncmp(words[i], "target", 6));
    mcmp[i] = sign(memcmp(words[i], "teams", 3));
    strcpy(copies[i], words[i]);
    strncpy(padded[i], words[i], 7); /* pads with zeros up to 7 bytes */
  }
  for (int i = 0; i < NW; i++) {
    printf("%-8s len=%d strcmp=%d strncmp=%d memcmp=%d copy=%s pad=", words[i], lens[i], cmp[i], ncmp[i], mcmp[i], copies[i]);
    for (int k = 0; k < 8; k++) printf("%c", padded[i][k] ? padded[i][k] : '.');
    printf("\n");
    if (lens[i] != (int)strlen(words[i]) || cmp[i] != sign(strcmp(words[i], "target")) ||
        ncmp[i] != sign(strncmp(words[i], "target", 6)) || mcmp[i] != sign(memcmp(words[i], "teams", 3)) ||
        strcmp(copies[i], words[i]) != 0 || padded[i][7] != 'x')
      bad = 1;
  }

  /* Overlapping moves, a heap buffer of the region's own, and a
   * declare target function comparing strings. */
  char text[32] = "abcdefghij";
  int omp_count = 0, sum = 0, zeros = 0;
#pragma omp target map(tofrom: text, omp_count, sum, zeros) map(to: words)
  {
    memmove(text + 2, text, 8);        /* onto itself, two bytes on */
    memmove(text + 12, text + 13, 0);
    memmove(text + 20, text + 2, 5);
    memmove(text + 20, text + 21, 4); /* onto itself, one byte back */
    int *heap = (int *)malloc(16 * sizeof(int));
    int *zeroed = (int *)calloc(16, sizeof(int));
    if (heap && zeroed) {
      for (int i = 0; i < 16; i++) heap[i] = i * i;
      for (int i = 0; i < 16; i++) sum += heap[i];
      for (int i = 0; i < 16; i++) zeros += zeroed[i] == 0;
    }
    free(heap);
    free(zeroed);
    omp_count = count_word(&words[0][0], 16, NW, "omp");
  }
  printf("text=%s|%s sum=%d zeros=%d omp=%d\n", text, text + 20, sum, zeros, omp_count);
  if (strcmp(text, "ababcdefgh") != 0 || strcmp(text + 20, "bcdee") != 0 || sum != 1240 || zeros != 16 || omp_count != 2)
    bad = 1;
  if (bad) {
    printf("FAIL device_strings\n");
    return 1;
  }
  printf("PASS device_strings\n");
  return 0;
}
