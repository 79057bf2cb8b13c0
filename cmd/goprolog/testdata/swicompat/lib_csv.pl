% args: -q -g t -t halt {}
:- use_module(library(csv)).
t :- csv_read_file('lib_csv_data.csv', R), print(R), nl,
     csv_write_stream(user_output, [row(a,'b,c',"q\"x",1.5,'',' s ', 'l\nm'), row(1,2,3,4,5,6,7)], []),
     csv_read_file('lib_csv_data.csv', R2, [functor(r), strip(true), convert(false)]), print(R2), nl,
     csv_read_file('lib_csv_data.csv', R3, [skip_header(name)]), print(R3), nl,
     atom_codes('a;b\n1;2\n', Cs), phrase(csv(R4, [separator(0';)]), Cs), print(R4), nl,
     catch(csv_read_file('lib_csv_bad.csv', _), E, (print_message(error, E))),
     csv_read_file('lib_csv_bad.csv', R5, [match_arity(false)]), print(R5), nl,
     tmp_file(csv, F), csv_write_file(F, [r(x, 'y z'), r(1, "2")]), read_file_to_codes(F, C6, []), atom_codes(A6, C6), writeq(A6), nl.
