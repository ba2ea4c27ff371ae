# expect: spec
# issue 16: the process identity a box script sees is fixed (as os.uname()'s): process 1,
# parent 0, root (uid and gid 0, as os.stat's st_uid/st_gid), whatever the host runs as
import os

print(os.getpid(), os.getppid(), os.getuid(), os.geteuid(), os.getgid(), os.getegid())
print(os.getlogin(), os.getpid() == os.getpid())
print(os.uname().nodename)
