% args: -g consult(directive_ball_part) -g b(X) -t halt {}
% consult/1 from a -g goal: the ball reaches the goal's report.
