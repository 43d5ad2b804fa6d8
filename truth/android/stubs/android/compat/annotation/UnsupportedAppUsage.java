// Stand-in for android.compat.annotation.UnsupportedAppUsage (AOSP tools/platform-compat,
// java/android/compat/annotation/UnsupportedAppUsage.java): a marker on hidden API that
// OverScroller.java carries. It changes nothing at run time, so a bare annotation will do.
package android.compat.annotation;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

@Retention(RetentionPolicy.CLASS)
public @interface UnsupportedAppUsage {
}
