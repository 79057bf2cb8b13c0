% Runs SWI-Prolog's own library modules, loaded as the program's modules
% my_Name (see TestSWILibraryModules).
:- use_module(my_solution_sequences).
:- use_module(my_url).
:- use_module(my_optparse).
main :-
    findall(X, my_solution_sequences:limit(2, member(X, [a,b,c])), L1), writeln(L1),
    findall(X, my_solution_sequences:offset(1, member(X, [a,b,c])), L2), writeln(L2),
    findall(X-Y, my_solution_sequences:order_by([desc(X)], member(X-Y, [1-a,3-b,2-c])), L4), writeln(L4),
    findall(X, my_solution_sequences:call_nth(member(X, [a,b,c]), 2), L5), writeln(L5),
    parse_url('http://www.example.com:8080/a/b?q=1', Parts), msort(Parts, SP), writeln(SP),
    www_form_encode(E, 'a b&c'), writeln(E),
    OptsSpec = [[opt(verbose), type(boolean), default(false), shortflags([v]), longflags([verbose]), help('Be verbose')],
                [opt(n), type(integer), default(1), shortflags([n]), longflags([count]), help('Count')]],
    opt_parse(OptsSpec, ['-v', '--count', '5', 'file.txt'], Opts, Pos), writeln(Opts-Pos).
