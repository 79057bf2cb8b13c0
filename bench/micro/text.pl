% Micro-benchmarks of the text built-ins (issue 22): failure-driven
% loops of one built-in each. Run one in swipl and in goprolog side by
% side and compare the CPU times run/1 prints:
%     swipl -q -g 'run(sub_atom_all),halt' bench/micro/text.pl
%     goprolog -q -g 'run(sub_atom_all),halt' bench/micro/text.pl
n(1000000).
ne(100000).   % enumeration: 66 answers per call

sub_atom_all :- ne(N), ( between(1,N,_), sub_atom(abcdefghij,_,_,_,_), fail ; true ).
sub_string_all :- ne(N), ( between(1,N,_), sub_string("abcdefghij",_,_,_,_), fail ; true ).
sub_atom_search :- n(N), ( between(1,N,_), sub_atom(hello_world_example,_,_,_,world), fail ; true ).
sub_atom_fixed :- n(N), ( between(1,N,_), sub_atom(hello_world_example,6,5,_,_), fail ; true ).
sub_atom_len1 :- ne(N), ( between(1,N,_), sub_atom(abcdefghijklmnopqrst,_,1,_,_), fail ; true ).
string_chars_out :- n(N), ( between(1,N,_), string_chars("hello world", _), fail ; true ).
string_chars_in :- n(N), ( between(1,N,_), string_chars(_, [h,e,l,l,o,' ',w,o,r,l,d]), fail ; true ).
string_codes_out :- n(N), ( between(1,N,_), string_codes("hello world", _), fail ; true ).
number_codes_out :- n(N), ( between(1,N,I), number_codes(I, _), fail ; true ).
number_codes_in :- n(N), ( between(1,N,_), number_codes(_, [0'1,0'2,0'3,0'4,0'5]), fail ; true ).
atom_codes_out :- n(N), ( between(1,N,_), atom_codes(hello_world, _), fail ; true ).
atom_codes_in :- n(N), ( between(1,N,_), atom_codes(_, [0'h,0'e,0'l,0'l,0'o]), fail ; true ).
atom_chars_out :- n(N), ( between(1,N,_), atom_chars(hello_world, _), fail ; true ).
atom_codes_num :- n(N), ( between(1,N,I), atom_codes(I, _), fail ; true ).
split_string4 :- n(N), ( between(1,N,_), split_string("a,b,,c d, e", ",", " ", _), fail ; true ).
atom_length2 :- n(N), ( between(1,N,_), atom_length(hello_world, _), fail ; true ).
atom_concat_all :- ne(N), ( between(1,N,_), atom_concat(_,_,abcdefghij), fail ; true ).
empty :- n(N), ( between(1,N,_), fail ; true ).
run(B) :- garbage_collect, statistics(cputime,T0), call(B), statistics(cputime,T1), T is T1-T0, format("~w ~4f~n",[B,T]).
