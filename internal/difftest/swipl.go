package difftest

import (
	"os"
	"os/exec"
	"testing"
)

// Swipl returns the path of the swipl executable, the oracle of the
// differential tests. Without it the test is skipped, except under CI
// (the environment variable CI set and not empty), where a missing oracle
// fails the test: CI must not pass by skipping every comparison.
func Swipl(t testing.TB) string {
	t.Helper()
	path, err := exec.LookPath("swipl")
	if err == nil {
		return path
	}
	if os.Getenv("CI") != "" {
		t.Fatalf("swipl not found and CI is set: %s needs SWI-Prolog as its oracle (%v)", t.Name(), err)
	}
	t.Skipf("swipl not installed: %s needs SWI-Prolog as its oracle (apt-get install swi-prolog-nox)", t.Name())
	return ""
}

// SwiplOptional returns the path of swipl and true, or false where swipl
// is missing and the test can go on without it; under CI a missing swipl
// fails the test as in Swipl.
func SwiplOptional(t testing.TB) (string, bool) {
	t.Helper()
	path, err := exec.LookPath("swipl")
	if err == nil {
		return path, true
	}
	if os.Getenv("CI") != "" {
		t.Fatalf("swipl not found and CI is set: %s needs SWI-Prolog as its oracle (%v)", t.Name(), err)
	}
	return "", false
}
