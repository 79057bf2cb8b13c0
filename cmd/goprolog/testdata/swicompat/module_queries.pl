% args: -q -g halt {}
% exists_source/1 of a library, a missing one, a file and an unbound
% spec; import_module/2 and default_module/2 along module, user, system.
:- module(mm, []).
t(G) :- catch((G -> print(yes) ; print(no)), E, print(E)), nl.
:- initialization((t(exists_source(library(lists))), t(exists_source(library(nosuchlib))), t(exists_source(module_queries)), t(exists_source(nofile)), t(exists_source(_)),
   t((import_module(mm, X), print(X), nl)), t((import_module(user, Y), print(Y), nl)), t(import_module(nomod, _)),
   t((findall(D, default_module(mm, D), Ds), print(Ds), nl)), t((findall(D, default_module(user, D), Ds2), print(Ds2), nl)))).
