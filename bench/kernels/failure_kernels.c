// The kernels of a failing snapshot, timed on every vector path this CPU has, in one
// process: the comparison pass (rc_compare_pass_scanlines: the actual picture against the
// reference's inflated scanlines, with the difference picture's indices) and the image data
// of the two pictures written for a person (rc_screen_png_data: the actual as RGB, the
// difference as palette indices), each encoder told which rows repeat the row above by the
// comparison pass, as the report writer tells them. Inputs are the pictures a failing `render-cells test`
// left in its report folder: each actual `NAME.png` with its `NAME.reference.png`.
// scripts/failure-kernels builds and runs it. A measurement, not a test.
#include "rc_kernels.h"

#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint32_t big_endian(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/// A PNG file's size, channels and inflated scanlines (the harness trusts its inputs:
/// files render-cells wrote; any surprise ends the run).
typedef struct {
    size_t width, height, channels, count;
    uint8_t *scanlines;
} scanlines;

static scanlines load(const char *path) {
    scanlines s = {0};
    FILE *f = fopen(path, "rb");
    if (!f || fseek(f, 0, SEEK_END) != 0) goto fail;
    const long n = ftell(f);
    if (n < 8 || fseek(f, 0, SEEK_SET) != 0) goto fail;
    uint8_t *bytes = malloc((size_t)n), *z = malloc((size_t)n);
    if (!bytes || !z || fread(bytes, 1, (size_t)n, f) != (size_t)n) goto fail;
    fclose(f);
    size_t zn = 0;
    int colour = -1;
    for (long at = 8; at + 12 <= n;) {
        const uint32_t length = big_endian(bytes + at);
        if (length > (uint32_t)(n - at - 12)) goto fail;
        if (memcmp(bytes + at + 4, "IHDR", 4) == 0 && length >= 13) {
            s.width = big_endian(bytes + at + 8);
            s.height = big_endian(bytes + at + 12);
            colour = bytes[at + 17];
        }
        if (memcmp(bytes + at + 4, "IDAT", 4) == 0) {
            memcpy(z + zn, bytes + at + 8, length);
            zn += length;
        }
        at += 12 + (long)length;
    }
    s.channels = colour == 2 ? 3 : colour == 6 ? 4 : colour == 3 ? 1 : 0;
    if (!s.channels || !s.width || !s.height) goto fail;
    s.count = (s.width * s.channels + 1) * s.height;
    s.scanlines = malloc(s.count);
    struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    size_t got = 0;
    if (!s.scanlines || !d || libdeflate_zlib_decompress(d, z, zn, s.scanlines, s.count, &got) != 0) goto fail;
    libdeflate_free_decompressor(d);
    free(bytes);
    free(z);
    return s;
fail:
    fprintf(stderr, "failure-kernels: cannot read %s\n", path);
    exit(1);
}

static uint32_t adler(uint32_t a, const void *p, size_t n) { return libdeflate_adler32(a, p, n); }

int main(int argc, char **argv) {
    if (argc < 4 || (argc - 2) % 2 != 0) {
        fprintf(stderr, "usage: failure-kernels ROUNDS ACTUAL.png REFERENCE.png [ACTUAL.png REFERENCE.png ...]\n");
        return 64;
    }
    const int rounds = atoi(argv[1]);
    static const char *names[] = {"baseline", "avx2", "avx512"};
    double compare[3] = {0}, actual_data[3] = {0}, difference_data[3] = {0};
    size_t pairs = 0;
    for (int i = 2; i + 1 < argc; i += 2) {
        scanlines actual = load(argv[i]), reference = load(argv[i + 1]);
        const size_t w = actual.width, h = actual.height;
        if (actual.channels != 3 || reference.width != w || reference.height != h) {
            fprintf(stderr, "failure-kernels: %s is not an RGB picture the size of its reference\n", argv[i]);
            return 1;
        }
        uint8_t *rgba = malloc(w * h * 4), *copy = malloc(reference.count), *indices = malloc(w * h);
        uint8_t *flags = malloc(16 * w), *rows = malloc(8 * w);
        uint8_t *actual_repeats = malloc(h), *index_repeats = malloc(h);
        int32_t *columns = malloc(sizeof(int32_t) * (2 * w + 2));
        uint8_t *out = malloc(rc_screen_png_data_bound(w, h, 3));
        uint32_t palette[256];
        int64_t row_counts[16];
        if (!rgba || !copy || !indices || !flags || !rows || !columns || !out || !actual_repeats || !index_repeats)
            return 1;
        rc_kernels_for_path(0)->png_unfilter_rows(actual.scanlines, w, h, 3, rgba);
        for (int path = 0; path < 3; path++) {
            const rc_kernel_table *k = rc_kernels_for_path(path);
            if (!k) continue;
            double best[3] = {1e9, 1e9, 1e9};
            for (int r = 0; r < rounds; r++) {
                memcpy(copy, reference.scanlines, reference.count);  // the pass unfilters in place
                rc_difference found;
                int status = 0;
                uint32_t sum = 1;  // the stream's Adler-32, summed by the pass as the runner has it
                const double t0 = seconds();
                k->compare_pass_scanlines(rgba, copy, w, h, (int)reference.channels, 0, 16, 16, indices, palette,
                                          columns, flags, row_counts, rows, actual_repeats, index_repeats, adler,
                                          &sum, &found);
                const double t1 = seconds();
                k->screen_png_data(rgba, w * 4, w, h, 3, actual_repeats, adler, out, &status);
                const double t2 = seconds();
                k->screen_png_data(indices, w, w, h, 1, index_repeats, adler, out, &status);
                const double t3 = seconds();
                if (t1 - t0 < best[0]) best[0] = t1 - t0;
                if (t2 - t1 < best[1]) best[1] = t2 - t1;
                if (t3 - t2 < best[2]) best[2] = t3 - t2;
            }
            compare[path] += best[0];
            actual_data[path] += best[1];
            difference_data[path] += best[2];
        }
        pairs++;
        free(rgba), free(copy), free(indices), free(flags), free(rows), free(columns), free(out);
        free(actual_repeats), free(index_repeats);
        free(actual.scanlines), free(reference.scanlines);
    }
    printf("%zu failing pictures, each kernel's fastest of %d runs, ms a picture:\n", pairs, rounds);
    for (int path = 0; path < 3; path++) {
        if (!rc_kernels_for_path(path)) continue;
        printf("%-8s comparison pass %.3f  actual image data %.3f  difference image data %.3f\n", names[path],
               compare[path] / (double)pairs * 1e3, actual_data[path] / (double)pairs * 1e3,
               difference_data[path] / (double)pairs * 1e3);
    }
    return 0;
}
