% args: -g write(x) -t write(top) {}
% A -t goal that succeeds halts with "% halt", on a line of its own.
