% args: -q -g (writeln(a),call(nope,1)) -t halt {}
% A command-line goal that is a conjunction runs as a meta-call.
