/*  COMP 333, N Queens in Prolog: the One Column at a Time (OCT) solution,
    completed from the assignment's specification of nc/1, nc/3, solve/2
    and solve/3.

    A partial board is a list of row positions (0..N-1), the most recently
    placed column first.

    ?- solve(8, X).            the 92 solutions for N = 8, one at a time.
*/

% nc/1: nc(L) is true if list L contains no conflicts.
nc([]).                 % base case: empty list has no conflicts
nc([_]).                % base case: list with one column has no conflicts
nc([H|T]) :-            % nc/1 calls nc/3 to do the rest of the work
    nc(H, T, 1).        % H: new position; T: existing list;
                        % 1: distance (# of cols) between H and T

% nc/3: nc(P, L, D): no conflicts between position P and the positions of
% L, the first of which is D columns away from P.
nc(_, [], _).           % base case: no conflicts if param #2 is empty
nc(P, [H|T], D) :-      % check P against the head of L ...
    P =\= H,            % not on the same row
    abs(P - H) =\= D,   % not on the same diagonal
    D1 is D + 1,        % ... then against its tail, one column further
    nc(P, T, D1).

% solve/2: N is dimension of board (e.g. 8) and X is the resulting solution list
solve(N, X) :-
    NM1 is N - 1,
    between(0, NM1, P), % between is built-in; picks position P betw 0 and N-1
    solve(N, [P], X).   % creates a list containing P and calls solve/3

% solve/3: stopping rule: when the length of the temporary solution
% reaches N, it is the final solution.
solve(N, X, X) :-
    length(X, XL),
    XL = N.
solve(N, T, X) :-       % N: dimension; T: temporary solution; X: final solution
    NM1 is N - 1,
    between(0, NM1, P), % pick another value P between 0 and N-1
    T2 = [P|T],         % append it to the front of list T yielding T2
    nc(T2),             % check that T2 has no conflicts
    solve(N, T2, X).    % recurse with T replaced with T2
