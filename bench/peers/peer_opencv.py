"""OpenCV (opencv-python-headless), the yardstick of S3 and one of S5's; it is not a vector
renderer, so its input is Blend2D's S1 frame, drawn once before the timing. One thread."""

import cv2
import numpy as np

import peer_blend2d
from scenes import S3_SIGMA, S5_LEVEL, box_widths

cv2.setNumThreads(1)


class BoxBlur:
    """S3 as three box passes (each box both ways, edges replicated), with the widths
    render-cells' blur uses (39, 39, 41); every pass rounds to 8 bits, as cv2.blur does."""

    def __init__(self):
        self.input = peer_blend2d.s1_frame()
        self.scratch = [np.empty_like(self.input) for _ in range(2)]
        self.output = np.empty_like(self.input)
        self.widths = box_widths(S3_SIGMA)

    def frame(self):
        a, b = self.scratch
        w0, w1, w2 = self.widths
        cv2.blur(self.input, (w0, w0), dst=a, borderType=cv2.BORDER_REPLICATE)
        cv2.blur(a, (w1, w1), dst=b, borderType=cv2.BORDER_REPLICATE)
        cv2.blur(b, (w2, w2), dst=self.output, borderType=cv2.BORDER_REPLICATE)

    def picture(self):
        return self.output


class GaussianBlur:
    """S3 as a true Gaussian: cv2.GaussianBlur with sigma 20 and the kernel size OpenCV
    derives from it for 8-bit images (121 taps, cut at 3 sigma), edges replicated."""

    def __init__(self):
        self.input = peer_blend2d.s1_frame()
        self.output = np.empty_like(self.input)

    def frame(self):
        cv2.GaussianBlur(
            self.input, (0, 0), S3_SIGMA, dst=self.output, sigmaY=S3_SIGMA, borderType=cv2.BORDER_REPLICATE
        )

    def picture(self):
        return self.output


class Encode:
    """S5 / S5fast: cv2.imencode to PNG in memory at zlib level 6 / 1 with OpenCV's default
    row filter and strategy, from the four-channel frame (so it writes RGBA)."""

    def __init__(self, level):
        self.input = peer_blend2d.s1_frame()[:, :, [2, 1, 0, 3]].copy()  # OpenCV's channel order, BGRA
        self.parameters = [cv2.IMWRITE_PNG_COMPRESSION, level]
        self.bytes = b""

    def frame(self):
        ok, data = cv2.imencode(".png", self.input, self.parameters)
        if not ok:
            raise RuntimeError("cv2.imencode failed")
        self.bytes = data

    def encoded(self):
        return self.bytes.tobytes()


SCENES = {
    "S3": GaussianBlur,
    "S5": lambda: Encode(S5_LEVEL["S5"]),
    "S5fast": lambda: Encode(S5_LEVEL["S5fast"]),
}
BOX_SCENES = {"S3": BoxBlur}
