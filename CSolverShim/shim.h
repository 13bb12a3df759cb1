#ifndef SNAPLAYOUT_CSOLVERSHIM_H
#define SNAPLAYOUT_CSOLVERSHIM_H

#include <glpk.h>
#include <setjmp.h>
#include <stdlib.h>

/*
 * GLPK reports misuse and internal failures through glp_error, which calls
 * abort() once its hook returns. Swift cannot longjmp, so the guarded calls
 * below set a jump point in C, install a hook that jumps back to it, and
 * return -1 instead of aborting. After such a jump GLPK's environment of this
 * thread is freed with glp_free_env(): every problem object of this thread is
 * gone, so the caller must forget its pointer and must not delete it.
 */

typedef struct snap_glp_guard {
    jmp_buf jump;
} snap_glp_guard;

static void snap_glp_error_hook(void *info) {
    snap_glp_guard *guard = (snap_glp_guard *)info;
    longjmp(guard->jump, 1);
}

/* Arms GLPK's error hook for the rest of the calling function. setjmp must run in the frame that
 * calls GLPK, hence a macro: a GLPK failure jumps back here, disarms the hook, frees this
 * thread's environment and makes the calling function return -1. */
#define SNAP_GLP_ARM_GUARD()                               \
    snap_glp_guard guard;                                  \
    if (setjmp(guard.jump)) {                              \
        glp_error_hook(NULL, NULL);                        \
        glp_free_env();                                    \
        return -1;                                         \
    }                                                      \
    glp_error_hook(snap_glp_error_hook, &guard)

/* Disarms the hook on the normal path. */
#define SNAP_GLP_DISARM_GUARD() glp_error_hook(NULL, NULL)

/* Swallows every line GLPK would print. */
static int snap_glp_silence(void *info, const char *text) {
    (void)info;
    (void)text;
    return 1;
}

/* Turns GLPK's terminal output off for the calling thread. glp_term_out(GLP_OFF) alone still
 * lets error messages through to stdout, where they would corrupt a JSON Lines result stream;
 * the terminal hook swallows those too (the failure itself is reported as a Swift error). */
static inline void snap_glp_quiet(void) {
    glp_term_out(GLP_OFF);
    glp_term_hook(snap_glp_silence, NULL);
}

/* glp_simplex with the error hook armed. Returns -1 when GLPK failed
 * (its environment is then freed), otherwise glp_simplex's return code. */
static inline int snap_glp_simplex(glp_prob *problem, const glp_smcp *parm) {
    SNAP_GLP_ARM_GUARD();
    int code = glp_simplex(problem, parm);
    SNAP_GLP_DISARM_GUARD();
    return code;
}

/* glp_exact (the simplex method in exact rational arithmetic) with the error hook armed.
 * Returns -1 when GLPK failed (its environment is then freed), otherwise glp_exact's code. */
static inline int snap_glp_exact(glp_prob *problem, const glp_smcp *parm) {
    SNAP_GLP_ARM_GUARD();
    int code = glp_exact(problem, parm);
    SNAP_GLP_DISARM_GUARD();
    return code;
}

/* glp_load_matrix with the error hook armed: 0 on success, -1 on failure. */
static inline int snap_glp_load_matrix(glp_prob *problem, int count,
                                       const int ia[], const int ja[],
                                       const double ar[]) {
    SNAP_GLP_ARM_GUARD();
    glp_load_matrix(problem, count, ia, ja, ar);
    SNAP_GLP_DISARM_GUARD();
    return 0;
}

/* glp_set_mat_row with the error hook armed: 0 on success, -1 on failure. */
static inline int snap_glp_set_mat_row(glp_prob *problem, int row, int count,
                                       const int ind[], const double val[]) {
    SNAP_GLP_ARM_GUARD();
    glp_set_mat_row(problem, row, count, ind, val);
    SNAP_GLP_DISARM_GUARD();
    return 0;
}

/* glp_adv_basis / glp_cpx_basis / glp_std_basis with the hook armed. */
static inline int snap_glp_cpx_basis(glp_prob *problem) {
    SNAP_GLP_ARM_GUARD();
    glp_cpx_basis(problem);
    SNAP_GLP_DISARM_GUARD();
    return 0;
}

#endif
