package dev.peregrine.bench.xson;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.xson.core.XSON;
import dev.peregrine.bench.serializers.XsonConfigurations;

/**
 * XSON, plain or "ext" (the XSON comparison's XSON(ext): class names replaced by short keys through
 * {@code XsonSupport.addCustomAgreementType}). That mapping is global to XSON's classes and cannot be undone, so
 * the ext variant runs on a second copy of XSON's classes, loaded from the same jar by a class loader of its
 * own that asks its parent for everything else (the model classes are the same): the plain variant never sees
 * the keys.
 */
public final class XsonCodec implements XsonConfigurations.Codec {
  private static ExtXson ext;

  private final MethodHandle encode;
  private final MethodHandle decode;
  /**
   * The ext copy's loader, made the thread's context loader around each call (null for plain): XSON's loader
   * of generated classes takes the context loader as its parent, and must find the ext copy's XsonWriter.
   */
  private final ClassLoader context;

  private XsonCodec(MethodHandle encode, MethodHandle decode, ClassLoader context) {
    this.encode = encode;
    this.decode = decode;
    this.context = context;
  }

  public static XsonCodec plain() throws ReflectiveOperationException {
    return new XsonCodec(MethodHandles.publicLookup().findStatic(XSON.class, "encode",
        MethodType.methodType(byte[].class, Object.class)),
        MethodHandles.publicLookup().findStatic(XSON.class, "decode",
            MethodType.methodType(Object.class, byte[].class)), null);
  }

  /** The ext variant with every class of {@code classes} given a short key (classes mapped before keep theirs). */
  public static synchronized XsonCodec ext(List<Class<?>> classes) throws Exception {
    if (ext == null) {
      ext = new ExtXson();
    }
    ext.map(classes);
    return new XsonCodec(ext.encode, ext.decode, ext.loader);
  }

  @Override
  public byte[] write(Object value) throws Exception {
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    if (context != null) {
      thread.setContextClassLoader(context);
    }
    try {
      return (byte[]) encode.invokeExact(value);
    } catch (Exception | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    } finally {
      thread.setContextClassLoader(before);
    }
  }

  @Override
  public Object read(byte[] bytes) throws Exception {
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    if (context != null) {
      thread.setContextClassLoader(context);
    }
    try {
      return (Object) decode.invokeExact(bytes);
    } catch (Exception | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    } finally {
      thread.setContextClassLoader(before);
    }
  }

  /** The second copy of XSON and the keys it was given. */
  private static final class ExtXson {
    private final Map<Class<?>, String> keys = new HashMap<>();
    private final ClassLoader loader;
    private final MethodHandle encode;
    private final MethodHandle decode;
    private final MethodHandle addKeys;

    ExtXson() throws ReflectiveOperationException {
      URL jar = XSON.class.getProtectionDomain().getCodeSource().getLocation();
      loader = new URLClassLoader("xson-ext", new URL[] {jar}, XsonCodec.class.getClassLoader()) {
        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
          if (!name.startsWith("org.xson.")) {
            return super.loadClass(name, resolve);
          }
          synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            return c != null ? c : findClass(name);
          }
        }
      };
      Class<?> xson = loader.loadClass("org.xson.core.XSON");
      Class<?> support = loader.loadClass("org.xson.core.XsonSupport");
      MethodHandles.Lookup lookup = MethodHandles.publicLookup();
      encode = lookup.findStatic(xson, "encode", MethodType.methodType(byte[].class, Object.class));
      decode = lookup.findStatic(xson, "decode", MethodType.methodType(Object.class, byte[].class));
      addKeys = lookup.findStatic(support, "addCustomAgreementType", MethodType.methodType(void.class, Map.class));
    }

    void map(List<Class<?>> classes) throws Exception {
      Map<String, String> added = new LinkedHashMap<>();
      for (Class<?> c : classes) {
        if (!c.isArray() && !c.getName().startsWith("java.") && !keys.containsKey(c)) {
          String key = Integer.toString(keys.size(), Character.MAX_RADIX);
          keys.put(c, key);
          added.put(c.getName(), key);
        }
      }
      if (!added.isEmpty()) {
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
          addKeys.invoke(added);
        } catch (Exception | Error e) {
          throw e;
        } catch (Throwable t) {
          throw new IllegalStateException(t);
        } finally {
          thread.setContextClassLoader(before);
        }
      }
    }
  }
}
