% Goals that open the FIFO named fifo in the sandbox's directory, each
% as the program of a sandbox_fifo_test.go case. No peer ever opens the
% FIFO's other end.
fifo_goal(open_read)  :- open(fifo, read, S), close(S).
fifo_goal(open_write) :- open(fifo, write, S), close(S).
fifo_goal(open_append) :- open(fifo, append, S), close(S).
fifo_goal(see)        :- see(fifo), seen.
fifo_goal(consult)    :- consult(fifo).
fifo_goal(read_terms) :- read_file_to_terms(fifo, _, []).
fifo_goal(link)       :- open(fifolink, read, S), close(S).
