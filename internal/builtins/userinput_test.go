package builtins_test

import "testing"

// userInputGoals read user_input, empty in both systems, to its end and
// past it. SWI-Prolog 9.0.4 opens user_input with eof_action(reset):
// every read there gives end of file, none raises an error, and the
// stream is never left past its end (end_of_stream(not), though
// at_end_of_stream/0,1 look ahead and succeed). The last goals change
// the eof_action to show the difference, and check the culprits of the
// errors of the predicates without a stream argument.
var userInputGoals = []string{
	`stream_property(user_input, eof_action(A)), R = A`,
	`stream_property(S, alias(user_input)), stream_property(S, eof_action(A)), R = A`,
	`stream_property(user_input, end_of_stream(E)), R = E`,
	`get_char(C1), get_char(C2), get_code(C3), peek_char(C4), peek_code(C5), R = [C1, C2, C3, C4, C5]`,
	`stream_property(user_input, end_of_stream(E)), R = E`,
	`read(T1), read_term(T2, []), read_term(user_input, T3, []), R = [T1, T2, T3]`,
	`stream_property(user_input, end_of_stream(E)), R = E`,
	`at_end_of_stream -> R = yes ; R = no`,
	`at_end_of_stream(user_input) -> R = yes ; R = no`,
	`read_line_to_codes(user_input, A), read_line_to_string(user_input, B), read_line_to_codes(user_input, C, T), R = [A, B, C-T]`,
	`read_stream_to_codes(user_input, A), get_char(user_input, B), R = A-B`,
	`stream_property(user_input, end_of_stream(E)), R = E`,
	`catch(get_byte(_), error(F, _), true), R = F`,
	`set_stream(user_input, eof_action(eof_code)), get_char(A), get_char(B), stream_property(user_input, end_of_stream(E)), R = [A, B, E]`,
	`catch(put_byte(65), error(F, _), true), R = F`,
	`catch(peek_byte(_), error(F, _), true), R = F`,
	// Last: SWI-Prolog leaves the stream in error after this.
	`set_stream(user_input, eof_action(error)), catch(get_char(_), error(F, _), true), R = F`,
}

// TestUserInputDifferential compares reading past the end of user_input
// with SWI-Prolog.
func TestUserInputDifferential(t *testing.T) {
	compareGoals(t, "userinput.pl", dynamicSystemDriver, "rd_goal(%d, (%s), R).\n", userInputGoals, "rd_run_all")
}
