% args: -q -g (true,nosuch) -t halt {}
% A -g goal's unknown procedure inside a conjunction: a meta-call.
