/* y = a*x + b on the offload device: a program for the hermetic toolchain
 * tests to build (its CUBIN is compared across toolkits). */
#include <stdio.h>

#define N 4096

int main(void) {
	static float x[N], y[N];
	for (int i = 0; i < N; i++)
		x[i] = (float)i;
	const float a = 0.5f, b = 3.0f;
#pragma omp target teams distribute parallel for map(to : x[0:N]) map(from : y[0:N])
	for (int i = 0; i < N; i++)
		y[i] = a * x[i] + b;
	int bad = 0;
	for (int i = 0; i < N; i++)
		bad += y[i] != 0.5f * (float)i + 3.0f;
	printf("axpb: y[1]=%g y[N-1]=%g wrong=%d\n", y[1], y[N - 1], bad);
	return bad != 0;
}
