% A list that grows at each level of a recursion that is not the last
% call: the frames show its length.
build(L) :- build([x|L]), L \== [].
