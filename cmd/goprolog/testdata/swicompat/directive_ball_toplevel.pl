% args: -q {}
% stdin: throw(foo).
% stdin: catch(throw(x), y, true).
% stdin: catch(consult(directive_ball_part), B, true).
% The top level reports a ball that is not error(_, _) as unhandled.
