package prolog_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/goprolog/goprolog/prolog"
)

// TestHostile runs goals written to break the interpreter from inside a
// program: counts near the largest integer that overflow a size check,
// cyclic terms through the built-ins that walk two terms at once. Each
// must end in time with SWI-Prolog's answer or a resource error, and the
// interpreter must go on answering.
func TestHostile(t *testing.T) {
	if raceDetector {
		t.Skip("hostile programs check limits and time bounds, not concurrency: run without -race")
	}
	timed := &prolog.Sandbox{MaxTime: time.Second}
	small := &prolog.Sandbox{MaxMemory: 256 << 20}
	// The core's list of a 10 MB text takes 160 MB of heap cells.
	smaller := &prolog.Sandbox{MaxMemory: 128 << 20}
	tiny := &prolog.Sandbox{MaxMemory: 16 << 20}
	tests := []hostileCase{
		// Loops of few inferences, each copying a large term: the
		// checks came every 4,096 inferences or backtracks, so a
		// 1 s limit ended copy_term's after 51 s, msort's after 9 s,
		// a setof/3 whose witness grows after 3.8 s.
		{"copy_term of a large list in a loop", timed, "length(L, 200000), repeat, copy_term(L, _), fail", "resource_error(time)", 3 * time.Second},
		{"msort of a large list in a loop", timed, "length(L, 200000), repeat, msort(L, _), fail", "resource_error(time)", 3 * time.Second},
		{"setof whose witness grows", timed, "setof(X, member(X, [c, b|_]), _)", "resource_error(time)", 3 * time.Second},
		{"nb_setval of a growing list", timed, "nb_setval(k, []), repeat, nb_getval(k, L), nb_setval(k, [x|L]), fail", "resource_error(time)", 3 * time.Second},
		// s+bits overflowed int64 and passed the size check, then
		// big.Int.Lsh panicked (makeslice: len out of range).
		{"shift by the largest integer", nil, "X is 1 << 9223372036854775807", "resource_error(memory)", 5 * time.Second},
		{"shift a big integer by the largest integer", nil, "X is (1 << 100) << 9223372036854775807", "resource_error(memory)", 5 * time.Second},
		{"shift a negative integer by the largest integer", nil, "X is -1 << 9223372036854775807", "resource_error(memory)", 5 * time.Second},
		{"shift by the largest integer in a clause", nil, "shl_by(9223372036854775807, _)", "resource_error(memory)", 5 * time.Second},
		{"shift right by the smallest integer", nil, "X is 1 >> -9223372036854775808", "resource_error(memory)", 5 * time.Second},
		{"shift right past the width", nil, "X is -1 >> 9223372036854775807, X =:= -1", "", 5 * time.Second},
		// bits*exponent overflowed int64 and passed the size check: the
		// power then ran for minutes and grew the heap past 3 GB.
		{"power whose size overflows", nil, "X is (1 << 1000000) ^ 13835058055282", "resource_error(memory)", 5 * time.Second},
		{"float power whose size overflows", nil, "X is (1 << 1000000) ** 13835058055282", "resource_error(memory)", 5 * time.Second},
		// Two cyclic terms equal as rational trees but not the same
		// compounds: the occurs-check unification walked them forever.
		{"occurs check of two cyclic terms", nil, "cyclic_pair(X, Y), unify_with_occurs_check(X, Y)", "", 5 * time.Second},
		{"subsumes_term of two cyclic terms", nil, "cyclic_pair(X, Y), subsumes_term(X, Y)", "", 10 * time.Second},
		// big.Int.Exp returned nil for a negative exponent without an
		// inverse (a nil dereference as system_error); swipl allows no
		// negative argument and no modulus below one.
		{"powm negative exponent", nil, "X is powm(2, -1, 4)", "domain_error(not_less_than_zero,-1)", 5 * time.Second},
		{"powm negative base", nil, "X is powm(-3, 3, 7)", "domain_error(not_less_than_zero,-3)", 5 * time.Second},
		{"powm negative modulus", nil, "X is powm(3, 3, -7)", "domain_error(not_less_than_one,-7)", 5 * time.Second},
		{"powm zero modulus", nil, "X is powm(3, 3, 0)", "domain_error(not_less_than_one,0)", 5 * time.Second},
		{"powm chunked as swipl", nil, "X is powm((1 << 2500) + 17, (1 << 5000) + 999, (1 << 2100) + 1), X mod 1000000007 =:= 489032887", "", 5 * time.Second},
		// An exponent and a modulus of millions of bits: days of work in
		// one call, which the time limit must end.
		// big.Int.SetString is quadratic in decimal digits: 3,000,000 of
		// them, text a program makes in a moment, took over 20 s in one
		// call, past the time limit of a second.
		{"atom_number of 3,000,000 digits", timed, `format(atom(A), "~` + "`" + `1t~3000000|", []), atom_number(A, N), N mod 1000000007 =:= 566342067`, "", 10 * time.Second},
		// The list of a 10 MB atom, which the limit allows, takes 160 MB
		// of the core's heap cells (as the engine's terms, 1.4 GB).
		{"atom_codes of a long atom", smaller, "long_text(atom, A), atom_codes(A, _)", "resource_error(memory)", 10 * time.Second},
		{"atom_chars of a long atom", smaller, "long_text(atom, A), atom_chars(A, _)", "resource_error(memory)", 10 * time.Second},
		// nth0/3 on a cyclic list walks it for minutes in one call of
		// '$seek_list', on the core as on the engine.
		{"nth0 deep into a cyclic list", timed, "seek_cyclic(2000000000)", "resource_error(time)", 3 * time.Second},
		// ground/1 read its cyclic argument out of the core into the
		// engine's terms, 0.13 s a call.
		{"ground of a cyclic term, sixty times", nil, "cyclic_ground(60)", "", 1500 * time.Millisecond},
		// compare/3 and msort/2 handed cyclic terms to the engine, which
		// copied them out of the core: 0.25 s and 60 MB a call.
		{"compare and msort of cyclic terms, sixty times", nil, "cyclic_compare(60)", "", 1500 * time.Millisecond},
		// A cyclic culprit was walked as a tree to the conversions'
		// budgets, 2M slots out of the core and 8M cells back in, before
		// its cycle was noticed: a second an error.
		{"errors with a cyclic culprit, sixty times", nil, "cyclic_errors(60)", "", 1500 * time.Millisecond},
		{"string_codes of a long string", smaller, "long_text(string, S), string_codes(S, _)", "resource_error(memory)", 10 * time.Second},
		{"string_chars of a long string", smaller, "long_text(string, S), string_chars(S, _)", "resource_error(memory)", 10 * time.Second},
		{"number_codes of a long integer", tiny, "X is 10 ** 3000000, number_codes(X, _)", "resource_error(memory)", 20 * time.Second},
		{"atom_codes of a fitting atom", small, "long_text(atom, A), sub_atom(A, 0, 100000, _, S), atom_codes(S, L), length(L, 100000)", "", 10 * time.Second},
		// Past the doubles ~e printed inf; swipl prints the digits.
		{"format ~e of an integer past the doubles", nil, `format(atom(A), "~e", [10 ** 400]), A == '1.000000e+400'`, "", 5 * time.Second},
		// The variables' counter wrapped to the smallest integer.
		{"numbervars from the largest integer", nil, "numbervars(f(_, _), 9223372036854775807, _)", "representation_error(tagged_integer)", 5 * time.Second},
		{"numbervars up to the largest integer", nil, "numbervars(f(X, _), 9223372036854775805, E), X == '$VAR'(9223372036854775805), E == 9223372036854775807", "", 5 * time.Second},
		// A huge operation without limits, before those that the time
		// limit abandons: a multiplication of math/big cannot be stopped,
		// and runs on to its end, holding the slot of huge operations
		// (engine.Polled) for seconds after its query ended.
		{"power of 5.6 million bits without limits", nil, "X is 7^2000000, X mod 1000000007 =:= 521323405", "", 10 * time.Second},
		// One multiplication, power or conversion to decimal of tens of
		// millions of bits takes seconds in math/big: each must end
		// with the time limit, not after it.
		// 7^28000000 (79 million bits) takes 1.7 s: under a limit of a
		// fifth of that, faster big integers still leave it unfinished.
		{"power of 79 million bits under a time limit", &prolog.Sandbox{MaxTime: 300 * time.Millisecond}, "X is 7^28000000", "resource_error(time)", 3 * time.Second},
		{"write of a huge integer under a time limit", timed, "X is (1 << 20000000) - 1, with_output_to(string(_), write(X))", "resource_error(time)", 3 * time.Second},
		{"format ~d of a huge integer under a time limit", timed, `X is (1 << 20000000) - 1, format(atom(_), "~d", [X])`, "resource_error(time)", 3 * time.Second},
		{"format ~a of a huge integer under a time limit", timed, `X is (1 << 20000000) - 1, format(atom(_), "~a", [X])`, "resource_error(time)", 3 * time.Second},
		{"number_codes of a huge integer under a time limit", timed, "X is (1 << 20000000) - 1, number_codes(X, _)", "resource_error(time)", 3 * time.Second},
		{"atom_number of a huge integer under a time limit", timed, "X is (1 << 20000000) - 1, atom_number(_, X)", "resource_error(time)", 3 * time.Second},
		{"number_string of a huge integer under a time limit", timed, "X is (1 << 20000000) - 1, number_string(X, _)", "resource_error(time)", 3 * time.Second},
		{"term_to_atom of a huge integer under a time limit", timed, "X is (1 << 20000000) - 1, term_to_atom(X, _)", "resource_error(time)", 3 * time.Second},
		{"atom_length of a huge integer under a time limit", timed, "X is (1 << 14000000) - 1, atom_length(X, _)", "resource_error(time)", 3 * time.Second},
		{"atom_concat of a huge integer under a time limit", timed, "X is (1 << 14000000) - 1, atom_concat(X, a, _)", "resource_error(time)", 3 * time.Second},
		{"atomic_list_concat of a huge integer under a time limit", timed, "X is (1 << 14000000) - 1, atomic_list_concat([a, X], _)", "resource_error(time)", 3 * time.Second},
		{"string_concat of a huge integer under a time limit", timed, "X is (1 << 14000000) - 1, string_concat(X, a, _)", "resource_error(time)", 3 * time.Second},
		{"print_message of a huge integer under a time limit", timed, `X is (1 << 20000000) - 1, print_message(error, format("~w", [X]))`, "resource_error(time)", 3 * time.Second},
		{"portray_clause of a huge integer under a time limit", timed, "X is (1 << 20000000) - 1, with_output_to(string(_), portray_clause(f(X)))", "resource_error(time)", 3 * time.Second},
		{"listing of a huge integer under a time limit", timed, "X is (1 << 20000000) - 1, assertz(huge(X)), with_output_to(string(_), listing(huge/1))", "resource_error(time)", 3 * time.Second},
		{"format ~e of a huge integer under a time limit", timed, `X is (1 << 14000000) - 1, format(atom(_), "~e", [X])`, "resource_error(time)", 3 * time.Second},
		{"format ~2f of a huge integer under a time limit", timed, `X is (1 << 14000000) - 1, format(atom(_), "~2f", [X])`, "resource_error(time)", 3 * time.Second},
		{"atom_length of a long integer", timed, "X is (1 << 200000) - 1, atom_length(X, 60206)", "", 3 * time.Second},
		// math/big's GCD is quadratic: seconds for two integers of two
		// million bits, hours for twenty million.
		{"gcd of huge integers under a time limit", timed, "X is 3^1400000, Y is gcd(X, 2^2200000 + 1)", "resource_error(time)", 3 * time.Second},
		{"gcd of long integers", nil, "X is 3^100000, Y is gcd(X * 2^1000, 2^158600 * 3^7), Y =:= 2^1000 * 3^7", "", 5 * time.Second},
		// The result's size is known before the work: past what the
		// memory limit leaves, the power is refused at once.
		{"power past the memory limit", tiny, "X is 7^20000000", "resource_error(memory)", 3 * time.Second},
		// Each product below takes a fraction of a second or more;
		// math/big multiplies 2^N-1 by itself far faster, so the
		// operands are powers of seven. Fifty of them take longer than
		// the limit on any machine.
		{"product of huge integers under a time limit", timed, "X is 7^4000000, between(1, 50, _), _ is X*X, fail", "resource_error(time)", 3 * time.Second},
		{"product past the memory limit", tiny, "X is 7^4000000, Y is X*X, _ is Y*Y", "resource_error(memory)", 3 * time.Second},
		{"product past the largest integer", nil, "X is (1 << 40000000) - 1, Y is X*X", "resource_error(memory)", 3 * time.Second},
		// Three million separators made three million strings, past the
		// memory limit, before the limit was looked at.
		{"split_string into millions of fields", small, "format(atom(A), \"~`,t~3000000|\", []), split_string(A, \",\", \"\", _)", "resource_error(memory)", 3 * time.Second},
		{"split_string into fields that fit", small, "format(atom(A), \"~`,t~100000|\", []), split_string(A, \",\", \"\", P), length(P, 100001)", "", 3 * time.Second},
		{"powm huge under a time limit", timed, "X is (1 << 3000000) - 1, Y is powm(X, X, X - 2)", "resource_error(time)", 10 * time.Second},
	}
	runHostileCases(t, hostileProgram(t), tests)
}

// hostileProgram is testdata/hostile/hostile.pl, the predicates the
// hostile goals call.
func hostileProgram(t *testing.T) []byte {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "hostile", "hostile.pl"))
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// TestHostileEngine runs on the engine's solver the goals whose built-in
// the WAM core implements itself: the engine's must end with the limits
// too.
func TestHostileEngine(t *testing.T) {
	if raceDetector {
		t.Skip("hostile programs check limits and time bounds, not concurrency: run without -race")
	}
	timed := &prolog.Sandbox{MaxTime: time.Second}
	small := &prolog.Sandbox{MaxMemory: 256 << 20}
	tests := []hostileCase{
		// A list takes a hundred bytes a character as the engine's
		// terms: a 10 MB atom, which the limit allows, made a list of
		// 1.4 GB past a limit of 256 MB.
		{"atom_codes of a long atom", small, "long_text(atom, A), atom_codes(A, _)", "resource_error(memory)", 10 * time.Second},
		{"atom_chars of a long atom", small, "long_text(atom, A), atom_chars(A, _)", "resource_error(memory)", 10 * time.Second},
		{"string_codes of a long string", small, "long_text(string, S), string_codes(S, _)", "resource_error(memory)", 10 * time.Second},
		{"string_chars of a long string", small, "long_text(string, S), string_chars(S, _)", "resource_error(memory)", 10 * time.Second},
		// '$seek_list' walked a cyclic list a billion cells without
		// polling: 8 s past a limit of 1 s.
		{"nth0 far into a cyclic list", timed, "X = [1|X], nth0(1000000000, X, _)", "resource_error(time)", 3 * time.Second},
		{"nth1 far into a cyclic list", timed, "X = [1|X], nth1(1000000000, X, _)", "resource_error(time)", 3 * time.Second},
		{"nth0 into a cyclic list", timed, "X = [a, b|X], nth0(1000001, X, E), E == b", "", 3 * time.Second},
	}
	runHostileCases(t, hostileProgram(t), tests, prolog.WithoutNative())
}

// TestHostileCopyOut reads a solution whose list the core made in 40 MB
// of cells: as the engine's terms it takes four times that, which the
// copy must count against the memory limit (it ran past it to 730 MB).
func TestHostileCopyOut(t *testing.T) {
	if raceDetector {
		t.Skip("hostile programs check limits and time bounds, not concurrency: run without -race")
	}
	interp := prolog.New(prolog.WithSandbox(prolog.Sandbox{MaxMemory: 256 << 20}))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sols, err := interp.Query(ctx, "numlist(1, 5000000, L)")
	if err != nil {
		t.Fatal(err)
	}
	if sols.Next() {
		t.Fatal("numlist(1, 5000000, L) answered past the memory limit")
	}
	var pe *prolog.Error
	if err := sols.Err(); !errors.As(err, &pe) || pe.Formal().String() != "resource_error(memory)" {
		t.Errorf("got %v, want resource_error(memory)", err)
	}
	sols.Close()
	if err := interp.Exec(context.Background(), "X is 1 + 1"); err != nil {
		t.Errorf("after it: %v", err)
	}
}
