/* Peak RSS of one command: fork, exec ARGV, wait4, print ru_maxrss in KiB on stdout.
 * Linux keeps a process's high-water RSS across execve, so a command forked straight from
 * the bench's Python would report at least that Python's size; forking from this small
 * program keeps the figure the command's own. Figures only.
 * Usage: bench/peak-rss COMMAND [ARG...] (the command's output goes to /dev/null). */
#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
    if (argc < 2) {
        fputs("usage: peak-rss COMMAND [ARG...]\n", stderr);
        return 2;
    }
    pid_t pid = fork();
    if (pid < 0) {
        perror("peak-rss: fork");
        return 1;
    }
    if (pid == 0) {
        int fd = open("/dev/null", O_WRONLY);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
        }
        execvp(argv[1], argv + 1);
        _exit(127);
    }
    int status = 0;
    struct rusage ru;
    if (wait4(pid, &status, 0, &ru) < 0) {
        perror("peak-rss: wait4");
        return 1;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "peak-rss: %s did not exit 0\n", argv[1]);
        return 1;
    }
    printf("%ld\n", ru.ru_maxrss);
    return 0;
}
