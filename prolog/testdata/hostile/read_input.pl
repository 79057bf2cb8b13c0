% Goals that wait for user_input, which never gives anything: each must
% end at the sandbox's MaxTime (sandbox_read_test.go).
read_goal(read)      :- read(_).
read_goal(read_term) :- read_term(user_input, _, []).
read_goal(get_char)  :- get_char(_).
read_goal(peek_char) :- peek_char(_).
read_goal(line)      :- read_line_to_string(user_input, _).
read_goal(caught)    :- catch(read(_), _, true), read(_).
