package orphan

import (
	"fmt"
	"strings"

	"github.com/omp-offload/rules_omp_offload/lowerer/loops"
)

// share is the code before and after the body of an orphaned loop
// m: the calling thread's share of its iterations under schedule kind
// (static, dynamic or guided) with chunk (device spelling, "" when
// omitted); open opens the copies' blocks, and "@" in after stands where
// they close. __omp_ws_last says whether the thread ran the last
// iteration.
func share(nest *loops.Nest, kind, chunk, open string, last bool) (before, after string) {
	lastDecl, lastSet := "", ""
	if last {
		lastDecl, lastSet = "int __omp_ws_last = 0; ", "if (__omp_ws_hi == __omp_ws_trip) __omp_ws_last = 1; "
	}
	// In a non-rectangular nest the last iteration lies in the last
	// collapsed iteration whose inner loops run at all.
	scan := ""
	if last && nest.Runs != nil {
		scan = lastNonEmpty(nest)
		lastDecl += scan
		lastSet = "if (__omp_ws_lo <= __omp_ws_lastiv && __omp_ws_lastiv < __omp_ws_hi) __omp_ws_last = 1; "
	}
	head, iter := space(nest)
	head += "__omp_ws_nt = (unsigned long long)omp_get_num_threads(), "
	if kind == "static" && chunk == "" {
		// Thread t takes the t-th block of a balanced split, as clang's
		// static schedule (libomp's and the device runtime's): the
		// first n % T threads n/T + 1 iterations, the others n/T.
		switch {
		case scan != "":
			lastDecl = scan + "const int __omp_ws_last = __omp_ws_lo <= __omp_ws_lastiv && __omp_ws_lastiv < __omp_ws_hi; "
		case last:
			lastDecl = "const int __omp_ws_last = __omp_ws_lo < __omp_ws_hi && __omp_ws_hi == __omp_ws_trip; "
		}
		return head + "__omp_ws_q = __omp_ws_trip / __omp_ws_nt, __omp_ws_r = __omp_ws_trip % __omp_ws_nt, " +
			"__omp_ws_t = (unsigned long long)omp_get_thread_num(), " +
			"__omp_ws_lo = __omp_ws_t * __omp_ws_q + (__omp_ws_t < __omp_ws_r ? __omp_ws_t : __omp_ws_r), " +
			"__omp_ws_hi = __omp_ws_lo + __omp_ws_q + (__omp_ws_t < __omp_ws_r ? 1ULL : 0ULL); " +
			lastDecl + open + iter, " }@ }"
	}
	if chunk == "" {
		chunk = "1"
	}
	head += fmt.Sprintf("__omp_ws_tid = (unsigned long long)omp_get_thread_num(); const long long __omp_ws_cv = (long long)(%s); "+
		"const unsigned long long __omp_ws_chunk = __omp_ws_cv < 1 ? 1ULL : (unsigned long long)__omp_ws_cv; ", chunk) + lastDecl
	if kind == "static" {
		// Chunks t, t+T, t+2T... (OpenMP 5.2 §11.5.3).
		return head + open +
			"for (unsigned long long __omp_ws_lo = __omp_sat_mul(__omp_ws_tid, __omp_ws_chunk) < __omp_ws_trip ? __omp_sat_mul(__omp_ws_tid, __omp_ws_chunk) : __omp_ws_trip; " +
			"__omp_ws_lo < __omp_ws_trip; __omp_ws_lo = __omp_next(__omp_ws_lo, __omp_sat_mul(__omp_ws_nt, __omp_ws_chunk), __omp_ws_trip)) { " +
			"const unsigned long long __omp_ws_hi = __omp_next(__omp_ws_lo, __omp_ws_chunk, __omp_ws_trip); " +
			lastSet + iter, " } }@ }"
	}
	// dynamic, guided: the threads take chunks from the team's counter,
	// which thread 0 resets once every thread is past the previous loop
	// that used it: the team meets before and after the reset. A team of
	// one takes the whole loop at once (__omp_ws_solo): a counter in the
	// thread's own memory would need the local-memory test of the device
	// atomics, which nvcc compiles into a local access at address 0.
	guided := 0
	if kind == "guided" {
		guided = 1
	}
	return head + "unsigned long long __omp_ws_own = 0ULL, *__omp_ws_ctr = __omp_ws_nt > 1 ? __omp_ws_counter() : 0; " +
			"if (__omp_ws_nt > 1) { __omp_barrier(); if (__omp_ws_tid == 0) *__omp_ws_ctr = 0ULL; __omp_barrier(); } " +
			"unsigned long long __omp_ws_lo, __omp_ws_hi; " + open +
			fmt.Sprintf("while (__omp_ws_ctr ? __omp_dyn_next_in(__omp_ws_ctr, 0ULL, 1ULL, __omp_ws_trip, __omp_ws_trip, __omp_ws_chunk, %d, &__omp_ws_lo, &__omp_ws_hi) : __omp_ws_solo(&__omp_ws_own, __omp_ws_trip, &__omp_ws_lo, &__omp_ws_hi)) { ", guided) +
			lastSet + iter,
		" } }@ }"
}

// space is the start of the declarations of an orphaned loop's
// iteration space (nest: its collapsed levels), up to __omp_ws_trip, and
// the loop over a share [__omp_ws_lo, __omp_ws_hi) of it, which gives each
// level's variable its value (OpenMP 5.2 §4.4.3: the innermost level
// varies fastest).
func space(nest *loops.Nest) (head, iter string) {
	m := nest.Outer()
	if nest.Depth() == 1 {
		head = fmt.Sprintf("{ %s __omp_ws_lb = %s; const long long __omp_ws_step = (long long)(%s); "+
			"const unsigned long long __omp_ws_trip = %s, ",
			m.IndexType, m.Lower, m.Step, m.Trip("__omp_ws_lb", m.Upper, "__omp_ws_step"))
		iter = fmt.Sprintf("for (unsigned long long __omp_ws_iv = __omp_ws_lo; __omp_ws_iv < __omp_ws_hi; __omp_ws_iv++) { %s %s = %s; ",
			m.IndexType, m.Index, m.Value("__omp_ws_lb", "__omp_ws_step", "__omp_ws_iv"))
		return head, iter
	}
	head = "{ "
	trip := ""
	values := ""
	for k := nest.Depth() - 1; k >= 0; k-- {
		l := nest.Levels[k]
		lb, step, tk := fmt.Sprintf("__omp_ws_lb%d", k), fmt.Sprintf("__omp_ws_step%d", k), fmt.Sprintf("__omp_ws_trip%d", k)
		head = strings.Replace(head, "{ ", fmt.Sprintf("{ %s %s = %s; const long long %s = (long long)(%s); const unsigned long long %s = %s; ",
			l.IndexType, lb, l.Lower, step, l.Step, tk, l.Trip(lb, l.Upper, step)), 1)
		if trip == "" {
			trip = tk
		} else {
			trip = fmt.Sprintf("__omp_trip_mul(%s, %s)", tk, trip)
		}
		at := fmt.Sprintf("__omp_divmod(&__omp_ws_r, %s)", tk)
		if k == 0 {
			at = "__omp_ws_r"
		}
		values += fmt.Sprintf("%s %s = %s; ", l.IndexType, l.Index, l.Value(lb, step, at))
	}
	head += fmt.Sprintf("const unsigned long long __omp_ws_trip = %s, ", trip)
	iter = "for (unsigned long long __omp_ws_iv = __omp_ws_lo; __omp_ws_iv < __omp_ws_hi; __omp_ws_iv++) { unsigned long long __omp_ws_r = __omp_ws_iv; " + values
	return head, iter
}

// lastNonEmpty declares __omp_ws_lastiv, the last collapsed iteration
// of the non-rectangular nest whose inner loops run at all (the trip
// count when none does), on one line as the rest of the loop's code.
func lastNonEmpty(nest *loops.Nest) string {
	lb, step, tr := func(k int) string { return fmt.Sprintf("__omp_ws_lb%d", k) },
		func(k int) string { return fmt.Sprintf("__omp_ws_step%d", k) },
		func(k int) string { return fmt.Sprintf("__omp_ws_trip%d", k) }
	if nest.Depth() == 1 {
		lb, step, tr = func(int) string { return "__omp_ws_lb" }, func(int) string { return "__omp_ws_step" }, func(int) string { return "__omp_ws_trip" }
	}
	var b strings.Builder
	b.WriteString("unsigned long long __omp_ws_lastiv = __omp_ws_trip; ")
	for _, line := range nest.LastNonEmpty("__omp_ws_lastiv", "__omp_ws_trip", lb, step, tr) {
		b.WriteString(strings.TrimSpace(line) + " ")
	}
	return b.String()
}
