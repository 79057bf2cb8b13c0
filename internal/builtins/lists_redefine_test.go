package builtins_test

import "testing"

// TestAppendRedefined checks that a program's own append/3 replaces the
// library's, fast path included, as in swipl.
func TestAppendRedefined(t *testing.T) {
	const prog = "append(_, _, mine).\n"
	swi, ours := runInBoth(t, "app.pl", prog, "append([a], [b], X), write(X), nl")
	if ours != "mine\n" || ours != swi {
		t.Errorf("own append/3: goprolog %q, swipl %q", ours, swi)
	}
}
