% read_file_to_terms/3, read_file_to_string/3, read_file_to_codes/3,
% tmp_file_stream/3 and expand_file_name/2 on the files of data/.
:- style_check(-singleton).
:- ensure_loaded(driver).
tmp(F) :- ( atom(F), sub_atom(F, _, _, _, swipl_) -> true ; throw(bad_tmp_name(F)) ).
tmp_text(Enc, Codes) :-
    tmp_file_stream(Enc, F, S), tmp(F), format(S, "h\u00e9~n", []), close(S),
    read_file_to_codes(F, Codes, [encoding(utf8)]), delete_file(F).
tmp_binary(Codes) :-
    tmp_file_stream(binary, F, S), tmp(F), put_byte(S, 65), put_byte(S, 255), close(S),
    read_file_to_codes(F, Codes, [type(binary)]), delete_file(F).
tmp_two(R) :-
    tmp_file_stream(text, F1, S1), tmp_file_stream(text, F2, S2), close(S1), close(S2),
    delete_file(F1), delete_file(F2), ( F1 == F2 -> R = same ; R = different ).
g(read_file_to_terms('data/terms.pl', T, [])).
g(read_file_to_terms("data/terms.pl", T, [variable_names(V)])).
g(read_file_to_terms(nofile, T, [])).
g(read_file_to_terms(_, T, [])).
g(read_file_to_terms(f(x), T, [])).
g(read_file_to_terms(1, T, [])).
g(read_file_to_terms('data/empty.txt', T, [])).
g(read_file_to_terms(data, T, [])).
g(read_file_to_string('data/terms.pl', S, [])).
g(read_file_to_string('data/utf8.txt', S, [encoding(utf8)])).
g(read_file_to_string('data/utf8.txt', S, [])).
g(read_file_to_string('data/empty.txt', S, [])).
g(read_file_to_string(nofile, S, [])).
g(read_file_to_codes('data/utf8.txt', C, [])).
g(read_file_to_codes('data/utf8.txt', C, [tail(T)])).
g(read_file_to_codes('data/empty.txt', C, [])).
g(read_file_to_codes(nofile, C, [])).
g(tmp_text(text, R)).
g(tmp_text(utf8, R)).
g(tmp_binary(R)).
g(tmp_two(R)).
g(tmp_file_stream(F, S, foo)).
g(expand_file_name('data/*.txt', L)).
g(expand_file_name('data/{terms.pl,empty.txt}', L)).
g(expand_file_name('data/sub/file_number_1?.txt', L)).
g(expand_file_name('data/sub/file_number_[12].txt', L)).
g(expand_file_name('data/nomatch*', L)).
g(expand_file_name('data/no_such_file', L)).
g(expand_file_name(12, L)).
g(expand_file_name(f(x), L)).
g(expand_file_name(_, L)).
