package dev.peregrine.bench.service.server;

import dev.peregrine.bench.demoresponse.DemoResponse;
import org.apache.catalina.util.ServerInfo;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ApplicationListener;
import org.springframework.core.SpringVersion;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;

/**
 * Prints the versions on the class path ({@code service versions NAME=VERSION...}) and the ready line
 * ({@link DemoService}) once the application takes requests.
 */
@Component
class ReadyLine implements ApplicationListener<ApplicationReadyEvent> {
  @Override
  public void onApplicationEvent(ApplicationReadyEvent event) {
    int port = ((WebServerApplicationContext) event.getApplicationContext()).getWebServer().getPort();
    RequestMappingHandlerAdapter adapter = event.getApplicationContext().getBean(RequestMappingHandlerAdapter.class);
    String converter = "none";
    for (HttpMessageConverter<?> c : adapter.getMessageConverters()) {
      if (c.canWrite(DemoResponse.class, MediaType.APPLICATION_JSON)) {
        converter = c.getClass().getName();
        break;
      }
    }
    System.out.println(versionsLine());
    System.out.println(DemoService.readyLine(port, ProcessHandle.current().pid(), converter));
    System.out.flush();
  }

  static String versionsLine() {
    return "service versions spring-boot=" + SpringBootVersion.getVersion() + " spring=" + SpringVersion.getVersion()
        + " tomcat=" + ServerInfo.getServerNumber() + " jackson=" + tools.jackson.databind.cfg.PackageVersion.VERSION
        + " fastjson2=" + com.alibaba.fastjson2.JSON.VERSION;
  }
}
